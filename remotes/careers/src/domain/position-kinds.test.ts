import { kindOfPath, POSITION_KIND_PAGES } from './position-kinds';

describe('the kinds of positions', () => {
  it('has one list page per kind, under /lavora-con-noi', () => {
    expect(POSITION_KIND_PAGES.map((page) => page.path)).toEqual([
      '/lavora-con-noi/posizioni-punto-vendita',
      '/lavora-con-noi/posizioni-sede',
      '/lavora-con-noi/posizioni-mestieri-in-crescita',
    ]);
  });

  it('tells the kind from a list or detail path', () => {
    expect(kindOfPath('/lavora-con-noi/posizioni-sede')).toBe('sede');
    expect(
      kindOfPath(
        '/lavora-con-noi/posizioni-mestieri-in-crescita/panettiere-a-in-formazione-iper-arese',
      ),
    ).toBe('mestieri-in-crescita');
    expect(kindOfPath('/lavora-con-noi/posizioni-spiaggia')).toBeUndefined();
    expect(kindOfPath('/en/lavora-con-noi/posizioni-sede')).toBe('sede');
    expect(kindOfPath('/lavora-con-noi')).toBeUndefined();
  });
});
