import { paramOfSort, sortFromParam, SORT_OPTIONS } from './sort-options';

describe('the job listing sort options', () => {
  it('offers the four SPEC sorts: date newest or oldest, title ascending or descending', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([
      'date-desc',
      'date-asc',
      'title-asc',
      'title-desc',
    ]);
  });

  it('reads the sort from the address and writes it back the same way', () => {
    for (const option of SORT_OPTIONS)
      expect(sortFromParam(paramOfSort(option.value))).toBe(option.value);
    expect(sortFromParam('z-a')).toBe('title-desc');
  });

  it('falls back to the newest first for a missing or unknown sort', () => {
    expect(sortFromParam(null)).toBe('date-desc');
    expect(sortFromParam('casuale')).toBe('date-desc');
  });
});
