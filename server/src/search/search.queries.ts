import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  SEARCH_DEFAULT_HITS_PER_PAGE,
  type SearchHit,
  type SearchParams,
  type SearchResult,
} from '@iper/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { facetFilterClauses, filterStringClauses, type FilterClause } from './search-filters';
import { SEARCH_LIMITS } from './search-limits';
import { HEADLINE_OPTIONS, highlightOf, queryWords, tsQueryOf } from './search-query-text';

type Db = Kysely<Database>;

/** Algolia answers at most 1000 hits per query (paginationLimitedTo). */
const PAGINATION_LIMIT = SEARCH_LIMITS.reachableHits;
const MAX_VALUES_PER_FACET = 100;
/** Hits whose highlights one statement computes (see markedAttributes). */
const HITS_HIGHLIGHTED_PER_STATEMENT = 50;

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

/**
 * One query on one index, answered in Algolia's shape. Throws FilterSyntaxError on bad filters.
 * Its statements (the page, its highlights in slices, a count when the page is empty, the facets)
 * are separated by a real yield: PGlite runs them in this thread and answers through settled
 * promises, so without it a query's statements ran as one block (issue 32: the worst accepted
 * query held the thread for the sum of them; now for the longest one).
 */
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
  // The page of records with the total beside each; highlights only for that page, in slices.
  const limit = Math.min(hitsPerPage, Math.max(PAGINATION_LIMIT - offset, 0));
  const rows =
    limit > 0
      ? (
          await sql<{ object_id: string; payload: Record<string, unknown>; total: number }>`
            select object_id, payload, count(*) over () as total
            from search_documents
            where ${where}
            order by ${tsQuery ? sql`ts_rank(search_vector, ${tsQuery}) desc,` : sql``} position, object_id
            limit ${limit} offset ${offset}`.execute(db)
        ).rows
      : [];
  const markedOf = highlighted.length
    ? await markedAttributes(
        db,
        indexName,
        rows.map((row) => row.object_id),
        highlighted.map(headline),
      )
    : new Map<string, string[]>();
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countMatches(db, where);
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
            const marked = markedOf.get(row.object_id)?.[highlighted.indexOf(attribute)] ?? '';
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

/**
 * The highlighted attributes of these records (ts_headline: the costliest part of a page, up to
 * 1,000 hits × 10 attributes), a slice of HITS_HIGHLIGHTED_PER_STATEMENT records per statement with a
 * yield before each: PGlite holds the thread for a whole statement.
 */
async function markedAttributes(
  db: Db,
  indexName: string,
  objectIds: string[],
  columns: RawBuilder<unknown>[],
): Promise<Map<string, string[]>> {
  const marked = new Map<string, string[]>();
  for (let start = 0; start < objectIds.length; start += HITS_HIGHLIGHTED_PER_STATEMENT) {
    const slice = objectIds.slice(start, start + HITS_HIGHLIGHTED_PER_STATEMENT);
    await yieldToEventLoop(); // a statement after the page: see searchIndex
    const { rows } = await sql<{ object_id: string; marked: string[] }>`
      select object_id, array[${sql.join(columns)}] as marked
      from search_documents
      where index_name = ${indexName} and object_id in (${sql.join(slice)})`.execute(db);
    for (const row of rows) marked.set(row.object_id, row.marked);
  }
  return marked;
}

/** How many records match (when the page is empty, so its window count is missing). */
async function countMatches(db: Db, where: RawBuilder<unknown>): Promise<number> {
  await yieldToEventLoop(); // a statement after the page: see searchIndex
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from search_documents where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** How many matching records carry each value of the asked attributes ('*': all of them). */
async function facetCounts(
  db: Db,
  where: RawBuilder<unknown>,
  attributes: string[],
): Promise<Record<string, Record<string, number>>> {
  await yieldToEventLoop(); // a statement after the page: see searchIndex
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
