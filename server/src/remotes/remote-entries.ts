import type { RemotesManifest } from '@iper/contracts';
import { REMOTES, defaultRemoteEntry, type RemoteName } from '@iper/routes';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RemotesTables } from './remotes.tables';
import type { Actor } from '../platform/admin-auth';

export type { Actor } from '../platform/admin-auth';

export type AuditAction =
  | 'remote-entry-switch'
  | 'remote-entry-reset'
  | 'release-publish'
  | 'release-deploy'
  | 'release-rollback'
  | 'release-canary'
  | 'release-canary-stop'
  | 'release-promote'
  | 'release-prune'
  | 'release-preview'
  | 'release-refused'
  | 'shell-check'
  // Field data (issue 35): a canary's guard rails, its hold, and the platform's own verdict.
  | 'canary-guard-rails'
  | 'canary-hold'
  | 'canary-resume'
  | 'canary-verdict';

export type EntryRow = Selectable<RemotesTables['remote_entries']>;
/** What a change sets (the remote, when and who are the change's own). */
export type EntryColumns = Omit<EntryRow, 'remote' | 'changed_at' | 'changed_by'>;

/** What an action leaves in platform_audit_log. */
export interface AuditRecord {
  action: AuditAction;
  remote: string | null;
  entry?: string | null;
  version?: string | null;
  detail?: string | null;
}

export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  record: AuditRecord,
  actor: Actor,
): Promise<void> {
  await db
    .insertInto('platform_audit_log')
    .values({
      action: record.action,
      remote: record.remote,
      entry: record.entry ?? null,
      version: record.version ?? null,
      detail: record.detail ?? null,
      actor_ip: actor.ip,
      actor: actor.name,
    })
    .execute();
}

/**
 * A visitor's place in a remote's canary: 0–99, the same for the same visitor and remote on every
 * request and every server instance (the visitor id comes from a cookie, remotes.plugin.ts);
 * different remotes split the same visitors differently.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/** An address the shell can load a remote's manifest from: a path on this site, or http(s). */
export function isRemoteEntryAddress(entry: string): boolean {
  if (entry.length === 0 || entry.length > 2000 || /[\s"'<>\\]/.test(entry)) return false;
  if (entry.startsWith('/')) return !entry.startsWith('//');
  try {
    const url = new URL(entry);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

export function unknownRemoteMessage(name: string): string {
  return `Il remote "${name}" non esiste: i remote sono ${REMOTES.join(', ')}.`;
}

/**
 * Where each remote is loaded from, in this order: an entry switched at run time (stored in the
 * database, so every server instance agrees: a release deployed, or any manifest URL), else
 * `REMOTE_<NAME>_ENTRY`, else the remote's own folder on this server; and, for a share of visitors,
 * a canary release. The one place the site's remotes configuration is read from: the manifest
 * each page inlines, the Content-Security-Policy and the server render all ask here.
 *
 * Changes made through this instance apply to its next request; other instances on the same
 * database see them within `refreshMs` (they read the table at most that often).
 */
export class RemoteEntries {
  private snapshot: { rows: Map<string, EntryRow>; loadedAt: number } | undefined;
  private loading: Promise<Map<string, EntryRow>> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    /** REMOTE_<NAME>_ENTRY values, by federation name. */
    private readonly configured: Record<string, string>,
    private readonly refreshMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The entries every visitor outside a canary gets (read again once `refreshMs` old). */
  async manifest(): Promise<RemotesManifest> {
    return this.build(await this.rows(), undefined);
  }

  /**
   * The entries for one visitor: a remote with a canary gives its canary release to the visitors
   * whose bucket (canaryBucket) is under the canary's percentage. No visitor id: no canary.
   */
  async manifestFor(visitorId: string | undefined): Promise<RemotesManifest> {
    return this.build(await this.rows(), visitorId);
  }

  /** Whether some remote has a canary now (a visitor without an id then gets one). */
  async hasCanary(): Promise<boolean> {
    return [...(await this.rows()).values()].some((row) => row.canary_entry !== null);
  }

  /** The last entries read, without waiting (the configured ones before the first reading). */
  latest(): RemotesManifest {
    return this.build(this.snapshot?.rows ?? new Map(), undefined);
  }

  /** The stored state of every remote that has one (releases, canaries, who changed it). */
  async rows(): Promise<Map<string, EntryRow>> {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < this.refreshMs)
      return this.snapshot.rows;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Where a remote is loaded from when no row says otherwise. */
  configuredEntry(remote: RemoteName): string {
    return this.configured[remote] ?? defaultRemoteEntry(remote);
  }

  /** Points a remote at another entry for every visitor, from the next request on (no canary). */
  async switchEntry(remote: RemoteName, entry: string, actorIp: string): Promise<RemotesManifest> {
    await this.change(
      remote,
      (current) => this.moved(current, remote, entry, null),
      { action: 'remote-entry-switch', remote, entry },
      { ip: actorIp, name: null },
    );
    this.log.warn({ remote, entry, actorIp }, 'remote entry switched');
    return this.manifest();
  }

  /** Forgets a switch: the remote goes back to its configured entry (and loses its canary). */
  async resetEntry(remote: RemoteName, actorIp: string): Promise<RemotesManifest> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('remote_entries').where('remote', '=', remote).execute();
      await audit(trx, { action: 'remote-entry-reset', remote }, { ip: actorIp, name: null });
    });
    this.log.warn({ remote, actorIp }, 'remote entry reset to its configured value');
    this.snapshot = undefined;
    return this.manifest();
  }

  /**
   * Changes a remote's row in one transaction with its audit record, the row read under a lock
   * (two operators at once do not lose a change). `update` gets the row as it is (undefined: the
   * remote runs its configured entry) and returns the new one's columns.
   */
  async change(
    remote: RemoteName,
    update: (current: EntryRow | undefined) => EntryColumns,
    record: AuditRecord,
    actor: Actor,
  ): Promise<EntryRow> {
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('remote_entries')
        .selectAll()
        .where('remote', '=', remote)
        .forUpdate()
        .executeTakeFirst();
      const values = { ...update(current), changed_by: actor.name, changed_at: new Date() };
      const saved = await trx
        .insertInto('remote_entries')
        .values({ remote, ...values })
        .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, record, actor);
      return saved;
    });
    this.snapshot = undefined;
    return row;
  }

  /** The columns of a remote moved to `entry` (its current one becomes the previous). */
  moved(
    current: EntryRow | undefined,
    remote: RemoteName,
    entry: string,
    version: string | null,
  ): EntryColumns {
    return {
      entry,
      version,
      previous_entry: current?.entry ?? this.configuredEntry(remote),
      previous_version: current ? current.version : null,
      canary_entry: null,
      canary_version: null,
      canary_percent: null,
      canary_since: null,
    };
  }

  private async load(): Promise<Map<string, EntryRow>> {
    try {
      const rows = await this.db.selectFrom('remote_entries').selectAll().execute();
      const map = new Map(rows.map((row) => [row.remote, row]));
      this.snapshot = { rows: map, loadedAt: Date.now() };
      return map;
    } catch (error) {
      // The database is away: keep serving what was last known (the configured entries at first).
      this.log.error({ err: error }, 'remote entries unreadable; serving the last known ones');
      const rows = this.snapshot?.rows ?? new Map<string, EntryRow>();
      this.snapshot = { rows, loadedAt: Date.now() };
      return rows;
    }
  }

  /** The manifest without canaries, made once per reading of the table (most requests get it). */
  private stable: { rows: Map<string, EntryRow>; manifest: RemotesManifest } | undefined;

  private build(rows: Map<string, EntryRow>, visitorId: string | undefined): RemotesManifest {
    const canaries = [...rows.values()].some((row) => row.canary_entry !== null);
    if (visitorId === undefined || !canaries) {
      if (this.stable?.rows !== rows)
        this.stable = { rows, manifest: this.entries(rows, undefined) };
      return this.stable.manifest;
    }
    return this.entries(rows, visitorId);
  }

  private entries(rows: Map<string, EntryRow>, visitorId: string | undefined): RemotesManifest {
    return {
      remotes: REMOTES.map((name) => {
        const row = rows.get(name);
        if (
          row?.canary_entry &&
          visitorId !== undefined &&
          canaryBucket(visitorId, name) < (row.canary_percent ?? 0)
        ) {
          return {
            name,
            entry: row.canary_entry,
            ...(row.canary_version ? { version: row.canary_version } : {}),
            canary: true as const,
          };
        }
        const entry = row?.entry ?? this.configuredEntry(name);
        return row?.version ? { name, entry, version: row.version } : { name, entry };
      }),
    };
  }
}
