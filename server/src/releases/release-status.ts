import { REMOTES, type RemoteName } from '@iper/routes';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RemoteEntries } from '../remotes/remote-entries';
import { freshEntryRows } from './fresh-entry-rows';
import { runtimeVersions, type ReleaseMetadata, type RuntimeVersions } from './release-gate';

export interface ReleaseInfo {
  version: string;
  commit: string;
  dirty: boolean;
  publishedAt: string;
  publishedBy: string;
  /** What it runs on; null where its build does not say (the runtime of builds before issue 36). */
  runtime: RuntimeVersions;
}

export interface RemoteStatus {
  remote: string;
  entry: string;
  /** The release running, null when the entry is not a release (configured, or switched by URL). */
  version: string | null;
  since: string | null;
  by: string | null;
  previous: { entry: string; version: string | null } | null;
  canary: { entry: string; version: string | null; percent: number; since: string | null } | null;
  /** Errors counted per version (server renders that failed; browser reports) since published. */
  errors: Record<string, number>;
  releases: ReleaseInfo[];
}

/** What each remote runs (active, canary, previous), its published releases and their errors. */
export class ReleaseStatus {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly entries: RemoteEntries,
  ) {}

  /**
   * Whether visitors may be running this version of a remote now: the active, canary or previous
   * release (a browser can still have the previous one open). Read from the entries' snapshot, so
   * a burst of reports costs no query each.
   */
  async isLiveVersion(remote: RemoteName, version: string): Promise<boolean> {
    const row = (await this.entries.rows()).get(remote);
    return (
      row !== undefined && [row.version, row.canary_version, row.previous_version].includes(version)
    );
  }

  /** Counts an error of a remote's version (a failed server render, a browser's report). */
  async countError(remote: string, version: string): Promise<void> {
    await this.db
      .insertInto('remote_version_errors')
      .values({ remote, version, count: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['remote', 'version'])
          .doUpdateSet({ count: sql`remote_version_errors.count + 1`, last_at: new Date() }),
      )
      .execute();
  }

  async status(): Promise<RemoteStatus[]> {
    const rows = await freshEntryRows(this.db);
    const releases = await this.db
      .selectFrom('remote_releases')
      .select(['remote', 'version', 'git_commit', 'metadata', 'published_at', 'published_by'])
      .orderBy('published_at', 'desc')
      .execute();
    const errors = await this.db.selectFrom('remote_version_errors').selectAll().execute();
    return REMOTES.map((remote) => {
      const row = rows.get(remote);
      return {
        remote,
        entry: row?.entry ?? this.entries.configuredEntry(remote),
        version: row?.version ?? null,
        since: row ? new Date(row.changed_at).toISOString() : null,
        by: row?.changed_by ?? null,
        previous: row?.previous_entry
          ? { entry: row.previous_entry, version: row.previous_version }
          : null,
        canary: row?.canary_entry
          ? {
              entry: row.canary_entry,
              version: row.canary_version,
              percent: row.canary_percent ?? 0,
              since: row.canary_since ? new Date(row.canary_since).toISOString() : null,
            }
          : null,
        errors: Object.fromEntries(
          errors
            .filter((error) => error.remote === remote)
            .map((error) => [error.version, Number(error.count)]),
        ),
        releases: releases
          .filter((release) => release.remote === remote)
          .map((release) => ({
            version: release.version,
            commit: release.git_commit,
            dirty: (JSON.parse(release.metadata) as ReleaseMetadata).dirty,
            publishedAt: new Date(release.published_at).toISOString(),
            publishedBy: release.published_by,
            runtime: runtimeVersions(JSON.parse(release.metadata) as ReleaseMetadata),
          })),
      };
    });
  }

  async statusOf(remote: RemoteName): Promise<RemoteStatus> {
    return (await this.status()).find((status) => status.remote === remote)!;
  }
}
