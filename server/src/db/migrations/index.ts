import type { Migration } from 'kysely';
import * as stores from './0001-stores';

/** Every migration, in order. Names sort lexically, so they carry a zero-padded number. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-stores': stores,
};
