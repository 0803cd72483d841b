import type { CdnStory } from '@iper/contracts';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { StoriesTable } from './content.tables';

/** A filter_query condition on a content field (Storyblok's filter query operations). */
export interface FilterCondition {
  /** A content field, dotted for nested objects: `component`, `author`, `seo.title`. */
  field: string;
  operation: FilterOperation;
  value: string;
}

export const FILTER_OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const;
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

/** Story properties sort_by accepts besides `content.<field>`. */
export const SORTABLE_PROPERTIES = [
  'id',
  'name',
  'slug',
  'full_slug',
  'position',
  'created_at',
  'updated_at',
  'published_at',
  'first_published_at',
  'sort_by_date',
] as const;
type SortableProperty = (typeof SORTABLE_PROPERTIES)[number];

export interface SortOrder {
  /** A story property, or `content.<field>`. */
  field: SortableProperty | `content.${string}`;
  direction: 'asc' | 'desc';
  /** How a content field compares: as text (default), integer or decimal (Storyblok's `:int`/`:float`). */
  cast?: 'int' | 'float';
}

export interface StoriesQuery {
  startsWith?: string;
  bySlugs?: string[];
  excludingSlugs?: string[];
  byUuids?: string[];
  withTags?: string[];
  isStartpage?: boolean;
  filters: FilterCondition[];
  /** Filters joined by OR (filter_query[__or][]…), all of which must hold with `filters`. */
  anyOf: FilterCondition[];
  searchTerm?: string;
  sortBy?: SortOrder;
  /** Only published stories, unless the draft version was asked with a preview token. */
  includeDrafts: boolean;
  page: number;
  perPage: number;
}

export const FIELD_PATH = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;

function contentText(field: string) {
  return sql<string>`(content #>> string_to_array(${field}, '.'))`;
}
function contentJson(field: string) {
  return sql<unknown>`(content #> string_to_array(${field}, '.'))`;
}

/** Storyblok's `*` wildcard as a LIKE pattern, every other character literal. */
function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '%');
}

function splitValues(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function conditionSql(condition: FilterCondition): Expression<SqlBool> {
  const { field, operation, value } = condition;
  const text = contentText(field);
  const json = contentJson(field);
  switch (operation) {
    case 'is':
      switch (value) {
        case 'empty':
          return sql<SqlBool>`coalesce(${text}, '') = ''`;
        case 'not_empty':
          return sql<SqlBool>`coalesce(${text}, '') <> ''`;
        case 'empty_array':
          return sql<SqlBool>`coalesce(jsonb_array_length(case when jsonb_typeof(${json}) = 'array' then ${json} end), 0) = 0`;
        case 'not_empty_array':
          return sql<SqlBool>`coalesce(jsonb_array_length(case when jsonb_typeof(${json}) = 'array' then ${json} end), 0) > 0`;
        case 'true':
          return sql<SqlBool>`${text} = 'true'`;
        case 'false':
          return sql<SqlBool>`coalesce(${text}, 'false') = 'false'`;
        case 'null':
          return sql<SqlBool>`${text} is null`;
        case 'not_null':
          return sql<SqlBool>`${text} is not null`;
        default:
          return sql<SqlBool>`${text} = ${value}`;
      }
    case 'in':
      return sql<SqlBool>`${text} = any(${sql.val(splitValues(value))}::text[])`;
    case 'not_in':
      return sql<SqlBool>`coalesce(${text} <> all(${sql.val(splitValues(value))}::text[]), true)`;
    case 'like':
      return sql<SqlBool>`${text} like ${likePattern(value)}`;
    case 'not_like':
      return sql<SqlBool>`coalesce(${text} not like ${likePattern(value)}, true)`;
    case 'any_in_array':
      // Elements compared as text, so arrays of numbers (months) match as well as arrays of strings.
      return sql<SqlBool>`(jsonb_typeof(${json}) = 'array' and exists (select 1 from jsonb_array_elements_text(${json}) as element where element = any(${sql.val(splitValues(value))}::text[])))`;
    case 'all_in_array':
      return sql<SqlBool>`(jsonb_typeof(${json}) = 'array' and (select count(distinct element) from jsonb_array_elements_text(${json}) as element where element = any(${sql.val(splitValues(value))}::text[])) = ${new Set(splitValues(value)).size})`;
    case 'gt_date':
      return sql<SqlBool>`(${text})::timestamp > ${value}::timestamp`;
    case 'lt_date':
      return sql<SqlBool>`(${text})::timestamp < ${value}::timestamp`;
    case 'gt_int':
      return sql<SqlBool>`(${text})::numeric > ${value}::numeric`;
    case 'lt_int':
      return sql<SqlBool>`(${text})::numeric < ${value}::numeric`;
    case 'gt_float':
      return sql<SqlBool>`(${text})::numeric > ${value}::numeric`;
    case 'lt_float':
      return sql<SqlBool>`(${text})::numeric < ${value}::numeric`;
  }
}

/** Values each operation accepts; anything else is a 400 before any SQL runs. */
export function isValidFilterValue(operation: FilterOperation, value: string): boolean {
  switch (operation) {
    case 'gt_date':
    case 'lt_date':
      return (
        /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(value) &&
        !Number.isNaN(Date.parse(value.replace(' ', 'T')))
      );
    case 'gt_int':
    case 'lt_int':
      return /^-?\d{1,15}$/.test(value);
    case 'gt_float':
    case 'lt_float':
      return /^-?\d{1,15}(\.\d+)?$/.test(value);
    default:
      return value.length <= 500;
  }
}

function whereClauses(query: StoriesQuery): Expression<SqlBool>[] {
  const clauses: Expression<SqlBool>[] = [];
  if (!query.includeDrafts) clauses.push(sql<SqlBool>`published`);
  if (query.startsWith !== undefined && query.startsWith !== '') {
    clauses.push(
      sql<SqlBool>`full_slug like ${`${likePattern(query.startsWith.replace(/\*/g, ''))}%`}`,
    );
  }
  if (query.bySlugs?.length) {
    const any = query.bySlugs.map((slug) =>
      slug.includes('*')
        ? sql<SqlBool>`full_slug like ${likePattern(slug)}`
        : sql<SqlBool>`full_slug = ${slug}`,
    );
    clauses.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  }
  for (const slug of query.excludingSlugs ?? []) {
    clauses.push(
      slug.includes('*')
        ? sql<SqlBool>`full_slug not like ${likePattern(slug)}`
        : sql<SqlBool>`full_slug <> ${slug}`,
    );
  }
  if (query.byUuids?.length)
    clauses.push(sql<SqlBool>`uuid::text = any(${sql.val(query.byUuids)}::text[])`);
  if (query.withTags?.length)
    clauses.push(sql<SqlBool>`tag_list ?| ${sql.val(query.withTags)}::text[]`);
  if (query.isStartpage !== undefined)
    clauses.push(sql<SqlBool>`is_startpage = ${query.isStartpage}`);
  for (const condition of query.filters) clauses.push(conditionSql(condition));
  if (query.anyOf.length)
    clauses.push(sql<SqlBool>`(${sql.join(query.anyOf.map(conditionSql), sql` or `)})`);
  if (query.searchTerm) {
    const pattern = `%${likePattern(query.searchTerm)}%`;
    clauses.push(sql<SqlBool>`(name ilike ${pattern} or content::text ilike ${pattern})`);
  }
  return clauses;
}

function orderExpression(sort: SortOrder | undefined) {
  if (!sort) return sql`position asc, id asc`;
  const direction = sort.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  if (sort.field.startsWith('content.')) {
    const field = sort.field.slice('content.'.length);
    const value = sort.cast ? sql`(${contentText(field)})::numeric` : contentText(field);
    return sql`${value} ${direction}, id asc`;
  }
  return sql`${sql.ref(sort.field)} ${direction}, id asc`;
}

/** One page of stories and how many match in all (for the `total` header). */
export async function findStories(
  db: Kysely<Database>,
  query: StoriesQuery,
): Promise<{ rows: Selectable<StoriesTable>[]; total: number }> {
  const clauses = whereClauses(query);
  const where = clauses.length ? sql`where ${sql.join(clauses, sql` and `)}` : sql``;
  const [countResult, rowsResult] = await Promise.all([
    sql<{ total: string }>`select count(*)::text as total from stories ${where}`.execute(db),
    sql<
      Selectable<StoriesTable>
    >`select * from stories ${where} order by ${orderExpression(query.sortBy)} limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`.execute(
      db,
    ),
  ]);
  return { rows: rowsResult.rows, total: Number(countResult.rows[0]?.total ?? 0) };
}

/** One story by full slug, id or uuid (Storyblok's `find_by`), or undefined. */
export async function findStory(
  db: Kysely<Database>,
  identifier: { fullSlug: string } | { id: number } | { uuid: string },
  includeDrafts: boolean,
): Promise<Selectable<StoriesTable> | undefined> {
  let select = db.selectFrom('stories').selectAll();
  if ('fullSlug' in identifier)
    select = select.where('full_slug', '=', identifier.fullSlug.replace(/\/$/, ''));
  else if ('id' in identifier) select = select.where('id', '=', identifier.id);
  else select = select.where(sql<SqlBool>`uuid::text = ${identifier.uuid}`);
  if (!includeDrafts) select = select.where('published', '=', true);
  return select.executeTakeFirst();
}

/** The content version: when stories last changed, in seconds (Storyblok's `cv`). */
export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    cv: string | null;
  }>`select extract(epoch from max(updated_at))::bigint::text as cv from stories`.execute(db);
  return Number(rows[0]?.cv ?? 0);
}

function iso(date: Date | string | null): string | null {
  if (date === null) return null;
  return new Date(date).toISOString();
}

/** A row as the delivery API sends it: every field of Storyblok's story object. */
export function toCdnStory(row: Selectable<StoriesTable>, lang = 'default'): CdnStory {
  return {
    name: row.name,
    created_at: iso(row.created_at) ?? '',
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at) ?? undefined,
    id: row.id,
    uuid: row.uuid,
    content: row.content as unknown as CdnStory['content'],
    slug: row.slug,
    full_slug: row.full_slug,
    sort_by_date: row.sort_by_date,
    position: row.position,
    tag_list: row.tag_list,
    is_startpage: row.is_startpage,
    parent_id: row.parent_id,
    meta_data: null,
    group_id: row.group_id,
    first_published_at: iso(row.first_published_at),
    release_id: null,
    lang,
    path: row.path,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}
