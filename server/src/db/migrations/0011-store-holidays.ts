import { sql, type Kysely } from 'kysely';
import { demoHypermarketSpecialOpenings } from '../../stores/stores.seed';

// Stores: 0010 added special openings empty, so a database seeded before it has hypermarkets
// without their holidays. Each demo hypermarket still without any gets its calendar; stores with
// openings of their own, and databases never seeded, are left as they are.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [id, openings] of demoHypermarketSpecialOpenings()) {
    await sql`update stores set special_openings = ${openings}::jsonb
      where id = ${id} and kind = 'hypermarket' and special_openings = '[]'::jsonb`.execute(db);
  }
}

// A fix-up of data: going back leaves the calendars in place (0010's down drops the column).
export async function down(): Promise<void> {}
