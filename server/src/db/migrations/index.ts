import type { Migration } from 'kysely';
import * as stores from './0001-stores';

/**
 * Every migration, in order. Names sort lexically: each domain numbers its migrations in its own
 * range (platform 0001-0009, stores 0010-0019, identity/account 0020-0029, loyalty 0030-0039,
 * content and flyers 0040-0049, careers 0050-0059, hardening 0060-0069) so teams never collide.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-stores': stores,
};
