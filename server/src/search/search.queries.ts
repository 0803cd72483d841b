import { randomBytes } from 'node:crypto';
import {
  SEARCH_DEFAULT_HITS_PER_PAGE,
  type SearchHit,
  type SearchParams,
  type SearchResult,
} from '@iper/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { facetFilterClauses, filterStringClauses, type FilterClause } from './search-filters';
import { HEADLINE_OPTIONS, highlightOf, queryWords, tsQueryOf } from './search-query-text';

type Db = Kysely<Database>;

/** Algolia answers at most 1000 hits per query (paginationLimitedTo). */
const PAGINATION_LIMIT = 1000;
const MAX_VALUES_PER_FACET = 100;

function whereOf(
  indexName: string,
  tsQuery: RawBuilder<unknown> | undefined,
  clauses: FilterClause[],
): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`index_name = ${indexName}`];
  if (tsQuery) conditions.push(sql`search_vector @@ ${tsQuery}`);
  for (const clause of clauses) {
    const tokens = sql`array[${sql.join(clause.anyOf.map((token) => sql`${token}::text`))}]`;
    conditions.push(clause.negated ? sql`not (filters && ${tokens})` : sql`filters && ${tokens}`);
  }
  return sql.join(conditions, sql` and `);
}

/** The parameters echoed back as Algolia does: a query string. */
function paramsString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function pick(
  record: Record<string, unknown>,
  attributes: string[] | undefined,
): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return record;
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => key === 'objectID' || attributes.includes(key)),
  );
}

/** One query on one index, answered in Algolia's shape. Throws FilterSyntaxError on bad filters. */
export async function searchIndex(
  db: Db,
  indexName: string,
  params: SearchParams,
  defaultHighlighted: string[],
): Promise<SearchResult> {
  const started = performance.now();
  const query = params.query ?? '';
  const words = queryWords(query);
  const tsQuery = tsQueryOf(words);
  const hitsPerPage = params.hitsPerPage ?? SEARCH_DEFAULT_HITS_PER_PAGE;
  const page = params.page ?? 0;
  const clauses = [
    ...(params.facetFilters !== undefined ? facetFilterClauses(params.facetFilters) : []),
    ...(params.filters ? filterStringClauses(params.filters) : []),
  ];
  const where = whereOf(indexName, tsQuery, clauses);

  const offset = page * hitsPerPage;
  const highlighted = (params.attributesToHighlight ?? defaultHighlighted).filter((attribute) =>
    /^[A-Za-z0-9_]+$/.test(attribute),
  );
  const headline = (attribute: string) =>
    tsQuery
      ? sql`ts_headline('italian', coalesce(payload ->> ${attribute}, ''), ${tsQuery}, ${HEADLINE_OPTIONS})`
      : sql`coalesce(payload ->> ${attribute}, '')`;
  // One round trip: the page of records with the total beside each; highlights only for that page.
  const limit = Math.min(hitsPerPage, Math.max(PAGINATION_LIMIT - offset, 0));
  const rows =
    limit > 0
      ? (
          await sql<{ payload: Record<string, unknown>; marked: string[]; total: number }>`
            select payload, total, array[${highlighted.length ? sql.join(highlighted.map(headline)) : sql`null::text`}] as marked
            from (
              select payload, count(*) over () as total
              from search_documents
              where ${where}
              order by ${tsQuery ? sql`ts_rank(search_vector, ${tsQuery}) desc,` : sql``} position, object_id
              limit ${limit} offset ${offset}
            ) as page`.execute(db)
        ).rows
      : [];
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number(
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from search_documents where ${where}`.execute(db)
          ).rows[0]?.n ?? 0,
        );
  const reachable = Math.min(total, PAGINATION_LIMIT);

  const preTag = params.highlightPreTag ?? '<em>';
  const postTag = params.highlightPostTag ?? '</em>';
  const hits: SearchHit[] = rows.map((row) => {
    const hit = pick(row.payload, params.attributesToRetrieve) as SearchHit;
    if (highlighted.length) {
      hit._highlightResult = Object.fromEntries(
        highlighted
          .filter((_, i) => row.payload[highlighted[i]!] !== undefined)
          .map((attribute) => {
            const marked = row.marked[highlighted.indexOf(attribute)] ?? '';
            return [attribute, highlightOf(marked, words, preTag, postTag)];
          }),
      );
    }
    return hit;
  });

  const facets = params.facets?.length ? await facetCounts(db, where, params.facets) : undefined;
  return {
    hits,
    nbHits: total,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: paramsString(params),
    index: indexName,
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
    ...(facets ? { facets } : {}),
  };
}

/** How many matching records carry each value of the asked attributes ('*': all of them). */
async function facetCounts(
  db: Db,
  where: RawBuilder<unknown>,
  attributes: string[],
): Promise<Record<string, Record<string, number>>> {
  const rows = (
    await sql<{ token: string; n: number }>`
      select token, count(*)::int as n
      from search_documents, unnest(filters) as token
      where ${where}
      group by token
      order by n desc, token`.execute(db)
  ).rows;
  const facets: Record<string, Record<string, number>> = {};
  for (const { token, n } of rows) {
    const colon = token.indexOf(':');
    const attribute = token.slice(0, colon);
    if (!attributes.includes('*') && !attributes.includes(attribute)) continue;
    const values = (facets[attribute] ??= {});
    if (Object.keys(values).length < MAX_VALUES_PER_FACET)
      values[token.slice(colon + 1)] = Number(n);
  }
  return facets;
}
