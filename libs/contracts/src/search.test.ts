import { SearchParamsSchema } from './search';

describe('the search parameters', () => {
  it('types the filter lists Algolia takes, so that the server can count them', () => {
    for (const parameter of ['facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters']) {
      expect(SearchParamsSchema.safeParse({ [parameter]: 'brand:x' }).success).toBe(true);
      expect(SearchParamsSchema.safeParse({ [parameter]: ['a:b', ['c:d', 'c:e']] }).success).toBe(
        true,
      );
      expect(SearchParamsSchema.safeParse({ [parameter]: [[['too:deep']]] }).success).toBe(false);
      expect(SearchParamsSchema.safeParse({ [parameter]: [1] }).success).toBe(false);
    }
  });

  it('reads offset, length and attributesToSnippet, as numbers and lists', () => {
    expect(
      SearchParamsSchema.parse({ offset: '10', length: '5', attributesToSnippet: ['excerpt:20'] }),
    ).toEqual({ offset: 10, length: 5, attributesToSnippet: ['excerpt:20'] });
    expect(SearchParamsSchema.safeParse({ length: 1001 }).success).toBe(false);
    expect(SearchParamsSchema.safeParse({ offset: -1 }).success).toBe(false);
  });

  it('leaves sizes to the server’s budget (query bytes, filters length: search-limits.ts)', () => {
    expect(SearchParamsSchema.safeParse({ query: 'x'.repeat(600) }).success).toBe(true);
  });
});
