import type { RemotesManifest } from '@iper/contracts';
import { REMOTES, defaultRemoteEntry, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type AuditAction = 'remote-entry-switch' | 'remote-entry-reset';

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
 * database, so every server instance agrees), else `REMOTE_<NAME>_ENTRY`, else the remote's own
 * folder on this server. The one place the site's remotes configuration is read from: the
 * manifest each page inlines, the Content-Security-Policy and the server render all ask here.
 *
 * Switches made through this instance apply to its next request; other instances on the same
 * database see them within `refreshMs` (they read the table at most that often).
 */
export class RemoteEntries {
  private snapshot: { manifest: RemotesManifest; loadedAt: number } | undefined;
  private loading: Promise<RemotesManifest> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    /** REMOTE_<NAME>_ENTRY values, by federation name. */
    private readonly configured: Record<string, string>,
    private readonly refreshMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The entries now (read again from the database once the last reading is `refreshMs` old). */
  async manifest(): Promise<RemotesManifest> {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < this.refreshMs)
      return this.snapshot.manifest;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** The last entries read, without waiting (the configured ones before the first reading). */
  latest(): RemotesManifest {
    return this.snapshot?.manifest ?? this.build({});
  }

  /** Points a remote at another entry for every visitor, from the next request on. */
  async switchEntry(remote: RemoteName, entry: string, actorIp: string): Promise<RemotesManifest> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('remote_entries')
        .values({ remote, entry })
        .onConflict((conflict) =>
          conflict.column('remote').doUpdateSet({ entry, changed_at: new Date() }),
        )
        .execute();
      await trx
        .insertInto('platform_audit_log')
        .values({ action: 'remote-entry-switch', remote, entry, actor_ip: actorIp })
        .execute();
    });
    this.log.warn({ remote, entry, actorIp }, 'remote entry switched');
    return this.reload();
  }

  /** Forgets a switch: the remote goes back to its configured entry. */
  async resetEntry(remote: RemoteName, actorIp: string): Promise<RemotesManifest> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('remote_entries').where('remote', '=', remote).execute();
      await trx
        .insertInto('platform_audit_log')
        .values({ action: 'remote-entry-reset', remote, entry: null, actor_ip: actorIp })
        .execute();
    });
    this.log.warn({ remote, actorIp }, 'remote entry reset to its configured value');
    return this.reload();
  }

  private reload(): Promise<RemotesManifest> {
    this.snapshot = undefined;
    return this.manifest();
  }

  private async load(): Promise<RemotesManifest> {
    let switched: Record<string, string>;
    try {
      const rows = await this.db.selectFrom('remote_entries').select(['remote', 'entry']).execute();
      switched = Object.fromEntries(rows.map((row) => [row.remote, row.entry]));
    } catch (error) {
      // The database is away: keep serving what was last known (the configured entries at first).
      this.log.error({ err: error }, 'remote entries unreadable; serving the last known ones');
      const manifest = this.latest();
      this.snapshot = { manifest, loadedAt: Date.now() };
      return manifest;
    }
    const manifest = this.build(switched);
    this.snapshot = { manifest, loadedAt: Date.now() };
    return manifest;
  }

  private build(switched: Record<string, string>): RemotesManifest {
    return {
      remotes: REMOTES.map((name) => ({
        name,
        entry: switched[name] ?? this.configured[name] ?? defaultRemoteEntry(name),
      })),
    };
  }
}
