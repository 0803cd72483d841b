/**
 * Algolia's facet filters, read into 'attribute:value' tokens (the `filters` column): the outer list
 * is AND, an inner list is OR, a leading '-' negates. `filters` takes the same in Algolia's
 * syntax: `a:b AND (c:d OR c:e) AND NOT f:g`.
 */
export interface FilterClause {
  /** Tokens of which at least one must be present (or, negated, none). */
  anyOf: string[];
  negated: boolean;
}

export class FilterSyntaxError extends Error {}

const FACET_TOKEN = /^(-?)([A-Za-z][A-Za-z0-9_.]*):(.+)$/;

function clauseOfFacet(entry: string, allowNegation = true): { token: string; negated: boolean } {
  const match = FACET_TOKEN.exec(entry.trim());
  if (!match) throw new FilterSyntaxError(`invalid facetFilters entry: ${entry}`);
  if (match[1] && !allowNegation)
    throw new FilterSyntaxError(`negation is not allowed inside an OR group: ${entry}`);
  return { token: `${match[2]}:${match[3]!.replace(/^"(.*)"$/, '$1')}`, negated: match[1] === '-' };
}

export function facetFilterClauses(facetFilters: string | (string | string[])[]): FilterClause[] {
  const entries = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return entries.map((entry) => {
    if (typeof entry === 'string') {
      const { token, negated } = clauseOfFacet(entry);
      return { anyOf: [token], negated };
    }
    if (entry.length === 0) throw new FilterSyntaxError('empty OR group in facetFilters');
    return { anyOf: entry.map((item) => clauseOfFacet(item, false).token), negated: false };
  });
}

const FILTER_ATOM = /^\s*([A-Za-z][A-Za-z0-9_.]*)\s*:\s*("(?:[^"\\]|\\.)*"|[^\s()"]+)\s*/;

/** The subset of Algolia's `filters` syntax made of facet conditions. */
export function filterStringClauses(filters: string): FilterClause[] {
  let rest = filters.trim();
  const clauses: FilterClause[] = [];
  const atom = (): string => {
    const match = FILTER_ATOM.exec(rest);
    if (!match)
      throw new FilterSyntaxError(`filters: expected attribute:value at "${rest.slice(0, 40)}"`);
    rest = rest.slice(match[0].length);
    const value = match[2]!.startsWith('"')
      ? match[2]!.slice(1, -1).replace(/\\(.)/g, '$1')
      : match[2]!;
    return `${match[1]}:${value}`;
  };
  while (rest.length > 0) {
    if (clauses.length > 0) {
      const and = /^AND\s+/.exec(rest);
      if (!and) throw new FilterSyntaxError(`filters: expected AND at "${rest.slice(0, 40)}"`);
      rest = rest.slice(and[0].length);
    }
    const not = /^NOT\s+/.exec(rest);
    if (not) {
      rest = rest.slice(not[0].length);
      clauses.push({ anyOf: [atom()], negated: true });
    } else if (rest.startsWith('(')) {
      rest = rest.slice(1);
      const anyOf = [atom()];
      for (let or = /^OR\s+/.exec(rest); or; or = /^OR\s+/.exec(rest)) {
        rest = rest.slice(or[0].length);
        anyOf.push(atom());
      }
      if (!rest.startsWith(')'))
        throw new FilterSyntaxError(`filters: expected ) at "${rest.slice(0, 40)}"`);
      rest = rest.slice(1).trimStart();
      clauses.push({ anyOf, negated: false });
    } else {
      clauses.push({ anyOf: [atom()], negated: false });
    }
  }
  return clauses;
}
