import { z } from 'zod';

/**
 * A real calendar day, YYYY-MM-DD. A pattern alone lets '2026-02-30' or '2026-13-45' through to
 * PostgreSQL, which refuses them with a 500; zod's ISO date knows month lengths and leap years,
 * so an impossible day is the 400 it is (issue 17).
 */
export function calendarDate(message?: string) {
  return z.iso.date(message);
}
