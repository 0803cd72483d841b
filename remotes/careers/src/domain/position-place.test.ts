import { placeText } from './position-place';

describe('where a position is', () => {
  it('names the store, and the town only when the store’s name does not say it', () => {
    expect(placeText({ store: { slug: 'iper-arese', name: 'Iper Arese' }, place: 'Arese' })).toBe(
      'Iper Arese',
    );
    expect(
      placeText({ store: { slug: 'iper-udine', name: 'Iper Udine' }, place: 'Tavagnacco' }),
    ).toBe('Iper Udine, Tavagnacco');
  });

  it('says head office for a position without a store', () => {
    expect(placeText({ store: null, place: 'Milano' })).toBe('Sede, Milano');
  });
});
