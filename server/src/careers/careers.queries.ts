import {
  sortPositions,
  type ApplicationDetail,
  type ApplicationFile,
  type ApplicationReceipt,
  type ApplicationSummary,
  type JobPosition,
  type JobPositionDetailResponse,
  type JobPositionSummary,
  type JobPositionsResponse,
  type PositionKind,
  type PositionSort,
} from '@iper/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** Today's date in Italy (YYYY-MM-DD): a position is open up to its closing day included. */
export function italianToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

const SIMILAR_POSITIONS = 3;

type PositionsExpression = ExpressionBuilder<
  Database & { s: Database['stores'] },
  'job_positions' | 's'
>;

function isOpen(eb: PositionsExpression, today: string): Expression<SqlBool> {
  return eb.or([
    eb('job_positions.closes_on', 'is', null),
    eb('job_positions.closes_on', '>=', sql<Date>`${today}::date`),
  ]);
}

function positionsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('job_positions')
    .leftJoin('stores as s', 's.id', 'job_positions.store_id')
    .select([
      'job_positions.slug',
      'job_positions.kind',
      'job_positions.title',
      'job_positions.place',
      'job_positions.function',
      'job_positions.contract',
      'job_positions.summary',
      's.slug as store_slug',
      's.name as store_name',
      sql<string>`to_char(job_positions.published_on, 'YYYY-MM-DD')`.as('published_at'),
    ]);
}

type PositionRow = Awaited<ReturnType<ReturnType<typeof positionsQuery>['execute']>>[number];

function toSummary(row: PositionRow): JobPositionSummary {
  return {
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    place: row.place,
    store: row.store_slug && row.store_name ? { slug: row.store_slug, name: row.store_name } : null,
    function: row.function,
    contract: row.contract,
    publishedAt: row.published_at,
    summary: row.summary,
  };
}

/** Words typed in a search box, safe inside LIKE. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const italianCollator = new Intl.Collator('it', { sensitivity: 'base' });

export interface PositionsFilter {
  kind: PositionKind;
  q?: string;
  place?: string;
  function?: string;
  sort: PositionSort;
}

/**
 * The open positions of a kind: Italian full-text search over title, function, place and text
 * (stems match: 'cassiere' finds 'cassieri'), with a plain substring match on title, function and
 * place so a word typed in part still finds them; then the place and function filters and the sort.
 */
export async function listPositions(
  db: Kysely<Database>,
  filter: PositionsFilter,
  now: Date = new Date(),
): Promise<JobPositionsResponse> {
  const today = italianToday(now);
  let query = positionsQuery(db)
    .where('job_positions.kind', '=', filter.kind)
    .where((eb) => isOpen(eb, today));
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`job_positions.search @@ websearch_to_tsquery('italian', ${q})`,
        sql<SqlBool>`(job_positions.title || ' ' || job_positions.function || ' ' || job_positions.place) ilike ${likePattern(q)}`,
      ]),
    );
  }
  if (filter.place)
    query = query.where(sql<string>`lower(job_positions.place)`, '=', filter.place.toLowerCase());
  if (filter.function)
    query = query.where(
      sql<string>`lower(job_positions.function)`,
      '=',
      filter.function.toLowerCase(),
    );

  const [rows, facets] = await Promise.all([
    query.execute(),
    db
      .selectFrom('job_positions')
      .leftJoin('stores as s', 's.id', 'job_positions.store_id')
      .select(['job_positions.place', 'job_positions.function'])
      .where('job_positions.kind', '=', filter.kind)
      .where((eb) => isOpen(eb, today))
      .execute(),
  ]);
  const distinct = (values: string[]) => [...new Set(values)].sort(italianCollator.compare);
  const positions = sortPositions(rows.map(toSummary), filter.sort);
  return {
    positions,
    total: positions.length,
    places: distinct(facets.map((row) => row.place)),
    functions: distinct(facets.map((row) => row.function)),
  };
}

/**
 * One position (open or closed) and the open positions most like it: the same function first,
 * then the same kind, then the same place, newest first.
 */
export async function findPosition(
  db: Kysely<Database>,
  slug: string,
  now: Date = new Date(),
): Promise<JobPositionDetailResponse | undefined> {
  const today = italianToday(now);
  const row = await positionsQuery(db)
    .select([
      'job_positions.description',
      'job_positions.requirements',
      'job_positions.offer',
      sql<string | null>`to_char(job_positions.closes_on, 'YYYY-MM-DD')`.as('closes_at'),
    ])
    .select(
      sql<boolean>`(job_positions.closes_on is null or job_positions.closes_on >= ${today}::date)`.as(
        'open',
      ),
    )
    .where('job_positions.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const position: JobPosition = {
    ...toSummary(row),
    description: row.description.split(/\n{2,}/).filter(Boolean),
    requirements: row.requirements,
    offer: row.offer,
    open: Boolean(row.open),
    closesAt: row.closes_at,
  };
  const similar = await positionsQuery(db)
    .where('job_positions.slug', '!=', slug)
    .where((eb) => isOpen(eb, today))
    .orderBy(sql`case when job_positions.function = ${row.function} then 0 else 1 end`)
    .orderBy(sql`case when job_positions.kind = ${row.kind} then 0 else 1 end`)
    .orderBy(sql`case when job_positions.place = ${row.place} then 0 else 1 end`)
    .orderBy('job_positions.published_on', 'desc')
    .orderBy('job_positions.slug')
    .limit(SIMILAR_POSITIONS)
    .execute();
  return { position, similar: similar.map(toSummary) };
}

export interface PositionState {
  slug: string;
  kind: PositionKind;
  title: string;
  place: string;
  open: boolean;
}

export async function positionState(
  db: Kysely<Database>,
  slug: string,
  now: Date = new Date(),
): Promise<PositionState | undefined> {
  const today = italianToday(now);
  const row = await db
    .selectFrom('job_positions')
    .select(['slug', 'kind', 'title', 'place'])
    .select((eb) =>
      eb
        .or([eb('closes_on', 'is', null), eb('closes_on', '>=', sql<Date>`${today}::date`)])
        .as('open'),
    )
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row
    ? {
        slug: row.slug,
        kind: row.kind,
        title: row.title,
        place: row.place,
        open: Boolean(row.open),
      }
    : undefined;
}

export async function storeExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  return (
    (await db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirst()) !==
    undefined
  );
}

// --- Applications -------------------------------------------------------------------------------

export interface ApplicationOwner {
  id: string;
  email: string;
}

/**
 * Whose applications a signed-in user may see and change (SPEC §6): those sent while signed in,
 * and those sent before signing in with the account's email once that email is verified (so an
 * account made with someone else's address sees nothing of theirs). The latter are claimed, tied
 * to the account from then on.
 */
async function claimApplications(db: Kysely<Database>, owner: ApplicationOwner): Promise<void> {
  const account = await db
    .selectFrom('auth_users')
    .select(['email', 'email_verified'])
    .where('id', '=', owner.id)
    .executeTakeFirst();
  if (!account?.email_verified) return;
  await db
    .updateTable('job_applications')
    .set({ user_id: owner.id })
    .where('user_id', 'is', null)
    .where('email', '=', account.email.toLowerCase())
    .execute();
}

/** Job applications with the title and place of the position applied for (none for unsolicited). */
export function applicationsWithPosition(db: Kysely<Database>) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('job_positions as p', 'p.slug', 'a.position_slug')
    .select([
      'a.id',
      'a.reference',
      'a.area',
      'a.fields',
      'a.created_at',
      'a.updated_at',
      'p.title as position_title',
      'p.place as position_place',
    ]);
}

function applicationsQuery(db: Kysely<Database>, today: string) {
  return applicationsWithPosition(db)
    .select(['p.slug as position_slug', 'p.kind as position_kind'])
    .select((eb) =>
      eb
        .or([eb('p.closes_on', 'is', null), eb('p.closes_on', '>=', sql<Date>`${today}::date`)])
        .as('position_open'),
    );
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationsQuery>['execute']>>[number];

function toApplicationSummary(row: ApplicationRow): ApplicationSummary {
  const position =
    row.position_slug && row.position_kind && row.position_title && row.position_place
      ? {
          slug: row.position_slug,
          kind: row.position_kind,
          title: row.position_title,
          place: row.position_place,
          open: Boolean(row.position_open),
        }
      : null;
  return {
    id: row.id,
    reference: row.reference,
    position,
    area: row.area,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    editable: position ? position.open : true,
  };
}

export async function listMyApplications(
  db: Kysely<Database>,
  owner: ApplicationOwner,
  now: Date = new Date(),
): Promise<ApplicationSummary[]> {
  await claimApplications(db, owner);
  const rows = await applicationsQuery(db, italianToday(now))
    .where('a.user_id', '=', owner.id)
    .orderBy('a.created_at', 'desc')
    .execute();
  return rows.map(toApplicationSummary);
}

async function filesOf(db: Kysely<Database>, applicationId: string): Promise<ApplicationFile[]> {
  const rows = await db
    .selectFrom('job_application_files')
    .select(['field', 'original_name', 'content_type', 'size_bytes'])
    .where('application_id', '=', applicationId)
    .orderBy('field')
    .execute();
  return rows.map((row) => ({
    field: row.field,
    name: row.original_name,
    type: row.content_type,
    size: row.size_bytes,
  }));
}

/** One of the user's own applications; undefined for anyone else's (the caller answers 404). */
export async function findMyApplication(
  db: Kysely<Database>,
  owner: ApplicationOwner,
  id: string,
  now: Date = new Date(),
): Promise<ApplicationDetail | undefined> {
  await claimApplications(db, owner);
  const row = await applicationsQuery(db, italianToday(now))
    .where('a.id', '=', id)
    .where('a.user_id', '=', owner.id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toApplicationSummary(row), fields: row.fields, files: await filesOf(db, id) };
}

export async function findMyApplicationFile(
  db: Kysely<Database>,
  owner: ApplicationOwner,
  id: string,
  field: string,
) {
  return db
    .selectFrom('job_application_files as f')
    .innerJoin('job_applications as a', 'a.id', 'f.application_id')
    .select(['f.storage_key', 'f.content_type', 'f.original_name', 'f.size_bytes'])
    .where('a.id', '=', id)
    .where('a.user_id', '=', owner.id)
    .where('f.field', '=', field as ApplicationFile['field'])
    .executeTakeFirst();
}

export async function receiptOf(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
): Promise<ApplicationReceipt> {
  const row = await applicationsQuery(db, italianToday(now))
    .select('a.email')
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  const summary = toApplicationSummary(row);
  return {
    id: summary.id,
    reference: summary.reference,
    email: row.email,
    position: summary.position,
    files: await filesOf(db, id),
  };
}
