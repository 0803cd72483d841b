import { escapeHtml, highlightOf, MARK_END, MARK_START, queryWords } from './search-query-text';
import { facetFilterClauses, filterStringClauses, FilterSyntaxError } from './search-filters';

describe('search query text', () => {
  it('keeps only letters and digits of a query, lower-cased, accents kept', () => {
    expect(queryWords("L'Olio EXTRAVERGINE: caffè & 1+1 -- ;")).toEqual([
      'l',
      'olio',
      'extravergine',
      'caffè',
      '1',
      '1',
    ]);
    expect(queryWords('  ')).toEqual([]);
  });

  it('escapes HTML in highlighted values and wraps only the matches in the tags', () => {
    const marked = `<b>${MARK_START}Pasta${MARK_END}</b> & "sugo"`;
    expect(highlightOf(marked, ['pasta'], '<em>', '</em>')).toEqual({
      value: '&lt;b&gt;<em>Pasta</em>&lt;/b&gt; &amp; &quot;sugo&quot;',
      matchLevel: 'full',
      matchedWords: ['pasta'],
      fullyHighlighted: false,
    });
    expect(highlightOf('Sugo', ['pasta'], '<em>', '</em>')).toEqual({
      value: 'Sugo',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(escapeHtml(`<script>alert('x')</script>`)).toBe(
      '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
    );
  });

  it('tells a partial match from a full one', () => {
    expect(
      highlightOf(
        `${MARK_START}Mozzarella${MARK_END} di bufala`,
        ['mozzarella', 'fresca'],
        '<em>',
        '</em>',
      ).matchLevel,
    ).toBe('partial');
  });
});

describe('search filters', () => {
  it('reads facetFilters: AND outside, OR inside, minus negates', () => {
    expect(
      facetFilterClauses(['flyerId:a', ['categoryId:x', 'categoryId:y'], '-brand:Iper']),
    ).toEqual([
      { anyOf: ['flyerId:a'], negated: false },
      { anyOf: ['categoryId:x', 'categoryId:y'], negated: false },
      { anyOf: ['brand:Iper'], negated: true },
    ]);
  });

  it('reads the facet subset of the filters syntax, quoted values included', () => {
    expect(
      filterStringClauses(
        'flyerId:a AND (brand:"Mulino Bianco" OR brand:Iper) AND NOT categoryId:salumi',
      ),
    ).toEqual([
      { anyOf: ['flyerId:a'], negated: false },
      { anyOf: ['brand:Mulino Bianco', 'brand:Iper'], negated: false },
      { anyOf: ['categoryId:salumi'], negated: true },
    ]);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => filterStringClauses('priceCents < 300')).toThrow(FilterSyntaxError);
    expect(() => filterStringClauses('a:b OR c:d')).toThrow(FilterSyntaxError);
    expect(() => facetFilterClauses(['nocolon'])).toThrow(FilterSyntaxError);
  });
});
