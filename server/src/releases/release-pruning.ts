import { remoteFolder, type RemoteName } from '@iper/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { audit, type Actor } from '../remotes/remote-entries';
import { freshEntryRow } from './fresh-entry-rows';
import type { ReleaseStore } from './release-store';

/** Removes all but the `keep` newest releases of a remote; never the active, previous or canary one. */
export async function pruneReleases(
  db: Kysely<Database>,
  store: ReleaseStore,
  remote: RemoteName,
  keep: number,
  actor: Actor,
): Promise<string[]> {
  const row = await freshEntryRow(db, remote);
  const inUse = new Set([row?.version, row?.previous_version, row?.canary_version]);
  const releases = await db
    .selectFrom('remote_releases')
    .select('version')
    .where('remote', '=', remote)
    .orderBy('published_at', 'desc')
    .execute();
  const removed = releases
    .slice(keep)
    .map((release) => release.version)
    .filter((version) => !inUse.has(version));
  for (const version of removed) {
    await store.remove(remoteFolder(remote), version);
    await db
      .deleteFrom('remote_releases')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .execute();
  }
  await audit(db, { action: 'release-prune', remote, detail: removed.join(', ') || '-' }, actor);
  return removed;
}
