import { sql, type Kysely } from 'kysely';
import { specialOpenings } from '../../stores/holiday-calendar';
import { DEMO_HYPERMARKET_HOURS_0011 } from './0011-store-holidays.frozen';

// Stores: 0010 added special openings empty, so a database seeded before it has hypermarkets
// without their holidays. Each demo hypermarket still without any gets its calendar; stores with
// openings of their own, and databases never seeded, are left as they are. The stores are the
// frozen copy beside this file, never the seed's (which may change after this was released).
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date();
  for (const [id, profile] of DEMO_HYPERMARKET_HOURS_0011) {
    const openings = JSON.stringify(specialOpenings(profile, now));
    await sql`update stores set special_openings = ${openings}::jsonb
      where id = ${id} and kind = 'hypermarket' and special_openings = '[]'::jsonb`.execute(db);
  }
}

// A fix-up of data: going back leaves the calendars in place (0010's down drops the column).
export async function down(): Promise<void> {}
