import type { StoresTables } from '../stores/stores.tables';

/**
 * The database as Kysely sees it. Each domain module declares its own tables in
 * `<domain>/<domain>.tables.ts`; this interface only assembles them.
 */
export interface Database extends StoresTables {}
