import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, remoteFolder, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { audit, type Actor, type EntryRow, type RemoteEntries } from '../remotes/remote-entries';
import { contractProblems, type ConsumedModule } from './contract-check';
import { declarationsFromZip, type Declarations } from './mf-types';
import {
  ReleaseRefusal,
  consumedModules,
  isRuntimeLibrary,
  parseShellManifest,
  providedVersions,
  releaseMetadata,
  routeProblems,
  runtimeMismatches,
  runtimeProblems,
  runtimeVersions,
  sharedMismatchText,
  sharedMismatches,
  sharedProblems,
  type LiveRuntime,
  type ReleaseMetadata,
  type RuntimeVersions,
  type SharedMismatch,
  type ShellManifest,
} from './release-gate';
import {
  RELEASE_BROWSER,
  RELEASE_MARKER,
  ReleaseExistsError,
  releaseBrowserDir,
  isReleaseFile,
  isVersion,
  type ReleaseFile,
  type ReleaseStore,
} from './release-store';

/** The address a release's manifest is served at (pages/site-files.ts serves the release store). */
export function releaseEntry(remote: RemoteName, version: string): string {
  return `/releases/${remoteFolder(remote)}/${version}/mf-manifest.json`;
}

const RELEASE_ADDRESS = /^\/releases\/([a-z][a-z0-9-]*)\/([^/]+)\/(.+)$/;

/** The remote folder, version and file an address of a release names (`/releases/<folder>/<version>/<file>`). */
export function parseReleaseAddress(
  pathname: string,
): { folder: string; version: string; file: string } | undefined {
  const match = RELEASE_ADDRESS.exec(pathname);
  return match && isVersion(match[2] as string)
    ? { folder: match[1] as string, version: match[2] as string, file: match[3] as string }
    : undefined;
}

/**
 * The file of a release's browser build a request's address asks for (`/releases/<folder>/<version>/<file>`,
 * percent-decoded, query left out): undefined unless the file is one a release can have (no dot
 * segment, no empty one, no odd name), so an address names a file inside the browser build or
 * nothing.
 */
export function releaseFileOf(
  url: string,
): { folder: string; version: string; file: string } | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] as string);
  } catch {
    return undefined;
  }
  const address = parseReleaseAddress(pathname);
  return address && isReleaseFile(`${RELEASE_BROWSER}/${address.file}`) ? address : undefined;
}

/** The remote folder and version of a release's entry; undefined for any other entry. */
export function parseReleaseEntry(entry: string): { folder: string; version: string } | undefined {
  const address = parseReleaseAddress(entry);
  return address?.file === 'mf-manifest.json'
    ? { folder: address.folder, version: address.version }
    : undefined;
}

/** Files a release cannot be without: the browser's container and manifest, the server's container. */
const REQUIRED_FILES = [RELEASE_MARKER, 'browser/remoteEntry.js', 'server/remoteEntry.js'];

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

/** A remote's release that visitors run now: the active one, or the canary. */
export interface RunningRelease {
  remote: RemoteName;
  version: string;
  channel: 'attiva' | 'canary';
}

/** A running release's shared module that a shell does not provide at a satisfying version. */
export interface ShellProblem extends RunningRelease, SharedMismatch {
  message: string;
}

/** Whether a shell can run the releases visitors run now (shared versions only). */
export interface ShellCheck {
  ok: boolean;
  /** The shell checked, as its manifest says. */
  shell: { version: string; commit: string | null };
  /** The running releases checked against it. */
  checked: RunningRelease[];
  /**
   * Remotes that run no release (their own folder, a configured or switched entry): they have no
   * stored metadata, so their shared versions are not checked.
   */
  unchecked: { remote: RemoteName; entry: string }[];
  problems: ShellProblem[];
  /** The answer in one sentence. */
  message: string;
}

/** How far a release's exposed modules were checked against what the shell uses of them. */
export type ContractState =
  /** Its declarations type-checked against the shell's usage. */
  | 'verificato'
  /** The shell uses nothing it exposes. */
  | 'non usato'
  /**
   * Its build published no types (a workspace build, or one from before issue 36): refused by the
   * gate, since what the shell uses of it cannot be checked.
   */
  | 'senza tipi'
  /** The shell's build does not say what it uses (before issue 36). */
  | 'shell senza contratto'
  /** No TypeScript compiler on this server. */
  | 'non verificabile';

/** One release of a remote in the matrix: can the active shell, with the other live releases, run it? */
export interface MatrixCell {
  channel: 'attiva' | 'canary' | 'precedente';
  /** null: the entry is not a release (a configured folder), which has no metadata to check. */
  version: string | null;
  entry: string;
  /** null: not checked (not a release). */
  ok: boolean | null;
  /** The gate's reasons when it is not (shared versions, runtime, routes, contract). */
  reasons: string[];
  contract: ContractState | null;
}

/** Shell and every remote: live, canary and previous releases, and which of them fit together. */
export interface ReleaseMatrix {
  /** The active shell; null when its manifest cannot be read (nothing is checked then). */
  shell: {
    version: string;
    commit: string | null;
    /** The remotes' exposed modules it uses (its contract); 0 for a build that does not say. */
    consumes: number;
    /** Running releases it cannot run (the `check-shell` answer for the active shell). */
    ok: boolean;
  } | null;
  remotes: { remote: RemoteName; cells: MatrixCell[] }[];
}

/** What brings a release to visitors: each passes the same gate. */
export type GateAction = 'deploy' | 'canary' | 'promote' | 'rollback';

/** The start of a refusal, per action (the rest is its reasons). */
const REFUSED: Record<GateAction, (remote: string, version: string) => string> = {
  deploy: (remote, version) => `Il deploy di ${remote} ${version} è rifiutato`,
  canary: (remote, version) => `Il canary di ${remote} ${version} è rifiutato`,
  promote: (remote, version) => `La promozione del canary ${remote} ${version} è rifiutata`,
  rollback: (remote, version) => `Il rollback di ${remote} a ${version} è rifiutato`,
};

/**
 * A release whose build published no types, for a remote whose exposed modules the shell uses: what
 * the shell passes them cannot be checked, so it does not reach visitors. Workspace builds make no
 * types (they cost a build three times over); the release build does (`npm run remote -- publish`).
 */
function missingTypesProblem(remote: RemoteName, version: string): string {
  return (
    `${remote} ${version} non ha pubblicato i tipi dei moduli che la shell usa (@mf-types.zip), ` +
    `quindi il loro contratto non si può verificare: pubblica la build di release ` +
    `(npm run remote -- publish ${remoteFolder(remote)}, che li genera)`
  );
}

/**
 * A check a release passes before it reaches visitors, beyond versions, routes and types: what it
 * finds wrong, in Italian, or nothing. Registered by the plugin that knows how to run it (the
 * pages plugin renders the remote's pages with it), which depends on this one, not the reverse.
 */
export type ReleaseCheck = (remote: RemoteName, entry: string) => Promise<string[]>;

/**
 * Deploy control (issue 19): publish a release into the store, deploy it, roll back, canary and
 * promote; every action through RemoteEntries (the one place the entries live) and in the audit
 * log, every deploy and canary through the compatibility gate first.
 */
export class ReleaseControl {
  private readonly checks: ReleaseCheck[] = [];
  /** Declarations of releases read so far, by `<remote>@<version>` (a release never changes). */
  private readonly declarationCache = new Map<string, Declarations>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly store: ReleaseStore,
    private readonly entries: RemoteEntries,
    /** The active shell's build (its mf-manifest.json lists the shared versions it provides). */
    private readonly shellDist: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a check every deploy, canary, promotion and rollback passes, after the gate's own. */
  addCheck(check: ReleaseCheck) {
    this.checks.push(check);
  }

  async publish(
    remote: RemoteName,
    version: string,
    files: readonly ReleaseFile[],
    actor: Actor,
  ): Promise<ReleaseInfo> {
    if (!isVersion(version))
      throw new ReleaseRefusal(
        `"${version}" non è una versione semver (es. 1.4.0, 1.4.0-pr.12).`,
        400,
      );
    const names = new Set(files.map((file) => file.path));
    const missing = REQUIRED_FILES.filter((file) => !names.has(file));
    if (missing.length)
      throw new ReleaseRefusal(
        `Alla release mancano ${missing.join(', ')}: servono la build del browser e quella del server.`,
        400,
      );
    const manifest = files.find((file) => file.path === RELEASE_MARKER)!.body.toString('utf8');
    const metadata = releaseMetadata(manifest);
    if (metadata.name !== remote)
      throw new ReleaseRefusal(`La build è del remote ${metadata.name}, non di ${remote}.`, 400);
    if (metadata.version !== version)
      throw new ReleaseRefusal(`La build dice versione ${metadata.version}, non ${version}.`, 400);
    const folder = remoteFolder(remote);
    const exists = () =>
      new ReleaseRefusal(
        `La release ${remote} ${version} esiste già: una release non cambia, pubblica una nuova versione.`,
        409,
      );
    const known = await this.db
      .selectFrom('remote_releases')
      .select('version')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (known) throw exists();
    try {
      await this.store.write(folder, version, files);
    } catch (error) {
      if (error instanceof ReleaseExistsError) throw exists();
      throw error;
    }
    const publishedBy = actor.name ?? actor.ip;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('remote_releases')
          .values({
            remote,
            version,
            git_commit: metadata.commit,
            metadata: JSON.stringify(metadata),
            published_by: publishedBy,
          })
          .execute();
        await audit(
          trx,
          { action: 'release-publish', remote, version, detail: metadata.commit },
          actor,
        );
      });
    } catch (error) {
      await this.store.remove(folder, version);
      throw error;
    }
    this.log.warn({ remote, version, commit: metadata.commit, actor }, 'release published');
    return {
      version,
      commit: metadata.commit,
      dirty: metadata.dirty,
      publishedAt: new Date().toISOString(),
      publishedBy,
      runtime: runtimeVersions(metadata),
    };
  }

  /** Makes a release the one every visitor gets (its canary, if any, ends). */
  async deploy(remote: RemoteName, version: string, actor: Actor): Promise<RemoteStatus> {
    await this.gate(remote, version, actor, 'deploy');
    const entry = releaseEntry(remote, version);
    await this.entries.change(
      remote,
      (current) => this.entries.moved(current, remote, entry, version),
      { action: 'release-deploy', remote, entry, version },
      actor,
    );
    this.log.warn({ remote, version, actor }, 'release deployed');
    return this.statusOf(remote);
  }

  /**
   * Back to what ran before the last deploy, promote or rollback, through the gate like a deploy:
   * the shell and the other remotes may have changed since that release ran. An entry that is not
   * a release (the configured folder) has no metadata and goes back unchecked.
   */
  async rollback(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    const row = await this.freshRow(remote);
    if (!row?.previous_entry)
      throw new ReleaseRefusal(`Per ${remote} non c'è una versione precedente a cui tornare.`, 409);
    const { previous_entry: entry, previous_version: version } = row;
    if (version) await this.gate(remote, version, actor, 'rollback');
    await this.entries.change(
      remote,
      (now) => {
        // Read again under the row's lock: a rollback that met another one goes back only once.
        if (now?.entry !== row.entry || now.previous_entry !== entry)
          throw new ReleaseRefusal(
            `Per ${remote} la versione attiva è cambiata nel frattempo: controlla lo stato e riprova.`,
            409,
          );
        return this.entries.moved(now, remote, entry, version);
      },
      {
        action: 'release-rollback',
        remote,
        entry,
        version,
        detail: `da ${row.version ?? row.entry}`,
      },
      actor,
    );
    this.log.warn({ remote, version, entry, actor }, 'release rolled back');
    return this.statusOf(remote);
  }

  /** Gives a release to `percent` % of visitors (sticky by cookie); the others keep the active one. */
  async canary(
    remote: RemoteName,
    version: string,
    percent: number,
    actor: Actor,
  ): Promise<RemoteStatus> {
    if (!Number.isInteger(percent) || percent < 1 || percent > 99)
      throw new ReleaseRefusal('La quota di un canary è un intero da 1 a 99 (%).', 400);
    await this.gate(remote, version, actor, 'canary');
    const entry = releaseEntry(remote, version);
    await this.entries.change(
      remote,
      (current) => ({
        entry: current?.entry ?? this.entries.configuredEntry(remote),
        version: current?.version ?? null,
        previous_entry: current?.previous_entry ?? null,
        previous_version: current?.previous_version ?? null,
        canary_entry: entry,
        canary_version: version,
        canary_percent: percent,
        canary_since:
          current?.canary_version === version ? (current.canary_since ?? new Date()) : new Date(),
      }),
      { action: 'release-canary', remote, entry, version, detail: `${percent}%` },
      actor,
    );
    this.log.warn({ remote, version, percent, actor }, 'canary started');
    return this.statusOf(remote);
  }

  /** Ends a canary: every visitor gets the active release again. */
  async stopCanary(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    const row = await this.freshRow(remote);
    const noCanary = () => new ReleaseRefusal(`${remote} non ha un canary in corso.`, 409);
    if (!row?.canary_entry) throw noCanary();
    await this.entries.change(
      remote,
      (current) => {
        // Read again under the row's lock: of two stops at once, the second finds nothing to stop.
        if (!current?.canary_entry) throw noCanary();
        return {
          entry: current.entry,
          version: current.version,
          previous_entry: current.previous_entry,
          previous_version: current.previous_version,
          canary_entry: null,
          canary_version: null,
          canary_percent: null,
          canary_since: null,
        };
      },
      { action: 'release-canary-stop', remote, version: row.canary_version },
      actor,
    );
    return this.statusOf(remote);
  }

  /**
   * The canary becomes the active release for everyone, through the gate again: it passed it when
   * it started, but the shell or the other remotes may have changed since. The automatic verdict's
   * promote comes here too, so a refusal is audited (`release-refused`) like a person's.
   */
  async promote(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    const row = await this.freshRow(remote);
    const noCanary = () => new ReleaseRefusal(`${remote} non ha un canary da promuovere.`, 409);
    if (!row?.canary_entry) throw noCanary();
    const { canary_entry: entry, canary_version: version } = row;
    if (version) await this.gate(remote, version, actor, 'promote');
    await this.entries.change(
      remote,
      (current) => {
        // Read again under the row's lock, after the gate's seconds: an operator's promote and
        // the automatic verdict's can meet, and the second would make the new release its own
        // previous one.
        if (current?.canary_entry !== entry) throw noCanary();
        return this.entries.moved(current, remote, entry, version);
      },
      { action: 'release-promote', remote, entry, version },
      actor,
    );
    this.log.warn({ remote, version, actor }, 'canary promoted');
    return this.statusOf(remote);
  }

  /** Removes all but the `keep` newest releases of a remote; never the active, previous or canary one. */
  async prune(remote: RemoteName, keep: number, actor: Actor): Promise<string[]> {
    const row = await this.freshRow(remote);
    const inUse = new Set([row?.version, row?.previous_version, row?.canary_version]);
    const releases = await this.db
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
      await this.store.remove(remoteFolder(remote), version);
      await this.db
        .deleteFrom('remote_releases')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .execute();
    }
    await audit(
      this.db,
      { action: 'release-prune', remote, detail: removed.join(', ') || '-' },
      actor,
    );
    return removed;
  }

  /**
   * Puts a published release's files on this instance's disk before they are served or rendered
   * (a bucket's release is downloaded once). An address naming a version nobody published costs a
   * query, never a request to the bucket.
   */
  async ensureLocalCopy(remote: RemoteName, version: string): Promise<void> {
    const folder = remoteFolder(remote);
    if (!this.store.needsDownload(folder, version)) return;
    const published = await this.db
      .selectFrom('remote_releases')
      .select('version')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (published) await this.store.ensureLocal(folder, version);
  }

  /** Whether a release of a remote is in the store (a preview pass may name any version). */
  async isPublished(remote: RemoteName, version: string): Promise<boolean> {
    return this.store.has(remoteFolder(remote), version);
  }

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
    const rows = await this.freshRows();
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

  /**
   * The compatibility gate, for a deploy, a canary, a promote and a rollback alike: the release
   * exists, the active shell provides the shared versions it was built against, it runs on the
   * live Module Federation runtime and on the shell's React and router, it serves only paths the
   * route table gives its remote, and its smoke test passes. A refusal is audited with its reasons
   * and changes nothing.
   */
  async gate(remote: RemoteName, version: string, actor: Actor, action: GateAction) {
    const stored = await this.db
      .selectFrom('remote_releases')
      .select('metadata')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!stored || !(await this.store.has(remoteFolder(remote), version)))
      throw new ReleaseRefusal(
        `La release ${remote} ${version} non è stata pubblicata (npm run remote -- publish ${remoteFolder(remote)}).`,
        404,
      );
    // The smoke test renders it here, and the deploy makes this instance serve it.
    await this.store.ensureLocal(remoteFolder(remote), version);
    const metadata = JSON.parse(stored.metadata) as ReleaseMetadata;
    const shell = await this.activeShellManifest();
    if (!shell)
      throw new ReleaseRefusal(
        'La shell attiva non ha un mf-manifest.json leggibile: non si può verificare la compatibilità.',
        409,
      );
    const { problems } = await this.releaseProblems(remote, version, metadata, shell);
    for (const check of this.checks) {
      if (problems.length > 0) break;
      problems.push(...(await check(remote, releaseEntry(remote, version))));
    }
    if (problems.length === 0) return;
    const message = `${REFUSED[action](remote, version)}: ${problems.join('; ')}.`;
    if (!(await this.repeatsLastRefusal(remote, message, actor)))
      await audit(this.db, { action: 'release-refused', remote, version, detail: message }, actor);
    this.log.warn(
      { remote, version, problems, actor },
      'release refused by the compatibility gate',
    );
    throw new ReleaseRefusal(message, 422);
  }

  /**
   * Checks a candidate shell before it replaces the active one (`npm run remote -- check-shell`):
   * the releases visitors run now must find in it the shared versions they require, by the gate's
   * own rule. Audited, compatible or not; nothing changes.
   */
  async checkShell(manifest: ShellManifest, actor: Actor): Promise<ShellCheck> {
    if (manifest.name !== 'shell')
      throw new ReleaseRefusal(
        `Il manifest è di ${manifest.name}, non della shell: indica la build della shell (shell/dist).`,
        400,
      );
    const check = await this.shellCompatibility(manifest, 'la nuova shell');
    await audit(
      this.db,
      { action: 'shell-check', remote: null, version: check.shell.version, detail: check.message },
      actor,
    );
    if (!check.ok)
      this.log.warn({ problems: check.problems, actor }, 'candidate shell incompatible');
    return check;
  }

  /**
   * The active shell (SHELL_DIST, read now: a shell replaced in place is seen at once) against the
   * running releases; undefined when its manifest cannot be read.
   */
  async activeShellCheck(): Promise<ShellCheck | undefined> {
    const shell = await this.activeShellManifest();
    return shell && this.shellCompatibility(shell, 'la shell attiva');
  }

  /**
   * Logs, as an error, a running release the active shell cannot run (at start-up: a shell
   * deployed without `check-shell`). The server starts all the same: the shell is already live.
   */
  async logActiveShellProblems(): Promise<void> {
    try {
      const check = await this.activeShellCheck();
      if (check && !check.ok)
        this.log.error(
          { problems: check.problems.map((problem) => problem.message) },
          check.message,
        );
    } catch (error) {
      this.log.error({ err: error }, 'the active shell could not be checked against the releases');
    }
  }

  /**
   * Whether the remote's last audited action is this very refusal by the same actor: the automatic
   * verdict retries a refused promote every round, and one row says it as well as sixty an hour.
   */
  private async repeatsLastRefusal(
    remote: RemoteName,
    message: string,
    actor: Actor,
  ): Promise<boolean> {
    const last = await this.db
      .selectFrom('platform_audit_log')
      .select(['action', 'detail', 'actor'])
      .where('remote', '=', remote)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return (
      last?.action === 'release-refused' && last.detail === message && last.actor === actor.name
    );
  }

  /** The Module Federation runtime of every other remote's running releases (active and canary). */
  private async otherLiveRuntimes(remote: RemoteName): Promise<LiveRuntime[]> {
    const running = [...(await this.freshRows()).values()]
      .filter((row) => row.remote !== remote)
      .flatMap((row) => [
        ...(row.version ? [{ remote: row.remote, version: row.version, channel: 'attiva' }] : []),
        ...(row.canary_version
          ? [{ remote: row.remote, version: row.canary_version, channel: 'canary' }]
          : []),
      ]);
    if (running.length === 0) return [];
    const stored = await this.db
      .selectFrom('remote_releases')
      .select(['remote', 'version', 'metadata'])
      .where('remote', 'in', [...new Set(running.map((release) => release.remote))])
      .where('version', 'in', [...new Set(running.map((release) => release.version))])
      .execute();
    return running.flatMap((release) => {
      const row = stored.find(
        (candidate) => candidate.remote === release.remote && candidate.version === release.version,
      );
      if (!row) return [];
      const { federation } = runtimeVersions(JSON.parse(row.metadata) as ReleaseMetadata);
      return [{ name: `${release.remote} ${release.version} (${release.channel})`, federation }];
    });
  }

  /**
   * The gate's checks of one release against a shell, but its smoke test: the shared versions it
   * was built against, the runtime (the shell's, the other live releases'), its routes, and the
   * contract of its exposed modules (what the shell uses of them, type-checked against its
   * published declarations; the live release's declarations are the diff's other side).
   */
  private async releaseProblems(
    remote: RemoteName,
    version: string,
    metadata: ReleaseMetadata,
    shell: ShellManifest,
  ): Promise<{ problems: string[]; contract: ContractState }> {
    const contract = await this.contractOf(
      remote,
      version,
      metadata,
      consumedModules(shell),
      'la shell attiva',
    );
    return {
      problems: [
        ...sharedProblems(metadata, providedVersions(shell)),
        ...runtimeProblems(
          metadata,
          { shared: shell.shared, federation: shell.metaData.release?.runtime?.federation ?? null },
          await this.otherLiveRuntimes(remote),
        ),
        ...routeProblems(remote, metadata.routes),
        ...contract.problems,
      ],
      contract: contract.state,
    };
  }

  /**
   * The contract check of a release's exposed modules against what a shell uses of them
   * (contract-check.ts), with the remote's active release as the diff's `before` side.
   */
  async contractOf(
    remote: RemoteName,
    version: string,
    metadata: ReleaseMetadata,
    consumes: readonly ConsumedModule[],
    consumer: string,
  ): Promise<{ problems: string[]; state: ContractState }> {
    if (consumes.length === 0) return { problems: [], state: 'shell senza contratto' };
    if (!consumes.some((consumed) => consumed.module.startsWith(`${remote}/`)))
      return { problems: [], state: 'non usato' };
    const declarations = await this.declarationsOf(remote, version, metadata);
    if (!declarations)
      return { problems: [missingTypesProblem(remote, version)], state: 'senza tipi' };
    const active = (await this.freshRow(remote))?.version;
    let before: { label: string; declarations: Declarations } | undefined;
    if (active && active !== version) {
      const row = await this.db
        .selectFrom('remote_releases')
        .select('metadata')
        .where('remote', '=', remote)
        .where('version', '=', active)
        .executeTakeFirst();
      const live =
        row &&
        (await this.declarationsOf(remote, active, JSON.parse(row.metadata) as ReleaseMetadata));
      if (live) before = { label: `${remote} ${active} (attiva)`, declarations: live };
    }
    const problems = await contractProblems({
      remote,
      version,
      declarations,
      before,
      consumes,
      consumer,
    });
    if (!problems) {
      this.log.warn({ remote, version }, 'no TypeScript compiler: the contract is not checked');
      return { problems: [], state: 'non verificabile' };
    }
    return { problems: problems.map((problem) => problem.text), state: 'verificato' };
  }

  /** A release's published declarations (its `@mf-types.zip`); undefined when it has none. */
  private async declarationsOf(
    remote: RemoteName,
    version: string,
    metadata: ReleaseMetadata,
  ): Promise<Declarations | undefined> {
    if (!metadata.types) return undefined;
    const cached = this.declarationCache.get(`${remote}@${version}`);
    if (cached) return cached;
    try {
      await this.store.ensureLocal(remoteFolder(remote), version);
      const zip = await readFile(
        path.join(releaseBrowserDir(this.store, remoteFolder(remote), version), metadata.types),
      );
      const declarations = declarationsFromZip(zip);
      // A release never changes: its declarations are read once.
      this.declarationCache.set(`${remote}@${version}`, declarations);
      return declarations;
    } catch (error) {
      this.log.warn({ err: error, remote, version }, 'the release types could not be read');
      return undefined;
    }
  }

  /**
   * The release matrix (issue 36): for every remote its active, canary and previous release, each
   * checked like the gate checks a deploy (shared versions, runtime, routes, the contract of its
   * exposed modules; not the smoke test) against the active shell, with the reasons when it fails.
   */
  async matrix(): Promise<ReleaseMatrix> {
    const shell = await this.activeShellManifest();
    const rows = await this.freshRows();
    const stored = await this.db
      .selectFrom('remote_releases')
      .select(['remote', 'version', 'metadata'])
      .execute();
    const shellCheck = shell && (await this.shellCompatibility(shell, 'la shell attiva'));
    const remotes = [];
    for (const remote of REMOTES) {
      const row = rows.get(remote);
      const channels: { channel: MatrixCell['channel']; entry: string; version: string | null }[] =
        [
          {
            channel: 'attiva',
            entry: row?.entry ?? this.entries.configuredEntry(remote),
            version: row?.version ?? null,
          },
          ...(row?.canary_entry
            ? [{ channel: 'canary' as const, entry: row.canary_entry, version: row.canary_version }]
            : []),
          ...(row?.previous_entry
            ? [
                {
                  channel: 'precedente' as const,
                  entry: row.previous_entry,
                  version: row.previous_version,
                },
              ]
            : []),
        ];
      const cells: MatrixCell[] = [];
      for (const { channel, entry, version } of channels) {
        const metadata = stored.find(
          (release) => release.remote === remote && release.version === version,
        )?.metadata;
        if (!version || !metadata || !shell) {
          cells.push({ channel, entry, version, ok: null, reasons: [], contract: null });
          continue;
        }
        const { problems, contract } = await this.releaseProblems(
          remote,
          version,
          JSON.parse(metadata) as ReleaseMetadata,
          shell,
        );
        cells.push({
          channel,
          entry,
          version,
          ok: problems.length === 0,
          reasons: problems,
          contract,
        });
      }
      remotes.push({ remote, cells });
    }
    return {
      shell:
        shell && shellCheck
          ? {
              version: shellCheck.shell.version,
              commit: shellCheck.shell.commit,
              consumes: consumedModules(shell).length,
              ok: shellCheck.ok,
            }
          : null,
      remotes,
    };
  }

  private async activeShellManifest(): Promise<ShellManifest | undefined> {
    try {
      return parseShellManifest(
        await readFile(path.join(this.shellDist, 'mf-manifest.json'), 'utf8'),
      );
    } catch {
      return undefined;
    }
  }

  /** The releases running now (active and canary) against the shared versions `manifest` provides. */
  private async shellCompatibility(manifest: ShellManifest, shell: string): Promise<ShellCheck> {
    const rows = await this.freshRows();
    const checked: RunningRelease[] = [];
    const unchecked: ShellCheck['unchecked'] = [];
    for (const remote of REMOTES) {
      const row = rows.get(remote);
      if (row?.version) checked.push({ remote, version: row.version, channel: 'attiva' });
      else unchecked.push({ remote, entry: row?.entry ?? this.entries.configuredEntry(remote) });
      if (row?.canary_version)
        checked.push({ remote, version: row.canary_version, channel: 'canary' });
    }
    const stored = checked.length
      ? await this.db
          .selectFrom('remote_releases')
          .select(['remote', 'version', 'metadata'])
          .where('remote', 'in', [...new Set(checked.map((release) => release.remote))])
          .where('version', 'in', [...new Set(checked.map((release) => release.version))])
          .execute()
      : [];
    const provided = providedVersions(manifest);
    const runtimeOfShell = {
      shared: manifest.shared,
      federation: manifest.metaData.release?.runtime?.federation ?? null,
    };
    const problems = checked.flatMap((release) => {
      const row = stored.find(
        (candidate) => candidate.remote === release.remote && candidate.version === release.version,
      );
      // A running release is never pruned; without its row there is nothing to compare.
      if (!row) return [];
      const metadata = JSON.parse(row.metadata) as ReleaseMetadata;
      const named = `${release.remote} ${release.version} (${release.channel})`;
      const runtime = runtimeMismatches(metadata, runtimeOfShell, [], shell);
      return [
        ...sharedMismatches(metadata, provided)
          .filter((mismatch) => !isRuntimeLibrary(mismatch.library))
          .map((mismatch) => ({
            ...release,
            ...mismatch,
            message: `${named}: ${sharedMismatchText(mismatch, shell)}`,
          })),
        ...runtime.map(({ text, ...mismatch }) => ({
          ...release,
          ...mismatch,
          message: `${named}: ${text}`,
        })),
      ];
    });
    // What this shell uses of the running releases' exposed modules, against their declarations.
    const consumes = consumedModules(manifest);
    for (const release of checked) {
      const row = stored.find(
        (candidate) => candidate.remote === release.remote && candidate.version === release.version,
      );
      if (!row || consumes.length === 0) continue;
      const contract = await this.contractOf(
        release.remote,
        release.version,
        JSON.parse(row.metadata) as ReleaseMetadata,
        consumes,
        shell,
      );
      for (const text of contract.problems)
        problems.push({
          ...release,
          library: text.slice('contratto di '.length).split(':')[0] ?? release.remote,
          required: 'contratto',
          provided: null,
          message: `${release.remote} ${release.version} (${release.channel}): ${text}`,
        });
    }
    const version = manifest.metaData.release?.version ?? manifest.metaData.buildInfo.buildVersion;
    const named = `${shell.charAt(0).toUpperCase()}${shell.slice(1)} ${version}`;
    const running = checked.map(
      (release) => `${release.remote} ${release.version} (${release.channel})`,
    );
    const message = problems.length
      ? `${named} non può servire le release in corso: ${problems.map((problem) => problem.message).join('; ')}.`
      : checked.length
        ? `${named} fornisce le versioni condivise richieste dalle release in corso: ${running.join(', ')}.`
        : `${named}: nessun remote esegue una release, non c'è nulla da verificare.`;
    return {
      ok: problems.length === 0,
      shell: { version, commit: manifest.metaData.release?.commit ?? null },
      checked,
      unchecked,
      problems,
      message,
    };
  }

  /** A remote's row read now (not the snapshot an instance keeps for pages). */
  private async freshRow(remote: RemoteName): Promise<EntryRow | undefined> {
    return this.db
      .selectFrom('remote_entries')
      .selectAll()
      .where('remote', '=', remote)
      .executeTakeFirst();
  }

  private async freshRows(): Promise<Map<string, EntryRow>> {
    const rows = await this.db.selectFrom('remote_entries').selectAll().execute();
    return new Map(rows.map((row) => [row.remote, row]));
  }
}
