import { remoteFolder, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { audit, type Actor } from '../remotes/remote-entries';
import { freshEntryRows } from './fresh-entry-rows';
import { releaseEntry } from './release-addresses';
import type { ContractState, ReleaseContracts } from './release-contracts';
import {
  ReleaseRefusal,
  consumedModules,
  providedVersions,
  routeProblems,
  runtimeProblems,
  runtimeVersions,
  sharedProblems,
  type LiveRuntime,
  type ReleaseMetadata,
  type ShellManifest,
} from './release-gate';
import type { ReleaseStore } from './release-store';
import { activeShellManifest } from './shell-compatibility';

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
 * A check a release passes before it reaches visitors, beyond versions, routes and types: what it
 * finds wrong, in Italian, or nothing. Registered by the plugin that knows how to run it (the
 * pages plugin renders the remote's pages with it), which depends on this one, not the reverse.
 */
export type ReleaseCheck = (remote: RemoteName, entry: string) => Promise<string[]>;

/**
 * The compatibility gate every deploy, canary, promote and rollback passes: it applies the rules
 * of release-gate.ts to a stored release against the active shell and the other live releases,
 * then the registered checks (the pages' smoke test), and audits a refusal.
 */
export class CompatibilityGate {
  private readonly checks: ReleaseCheck[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ReleaseStore,
    /** The active shell's build (its mf-manifest.json lists the shared versions it provides). */
    private readonly shellDist: string,
    private readonly contracts: ReleaseContracts,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a check every deploy, canary, promotion and rollback passes, after the gate's own. */
  addCheck(check: ReleaseCheck) {
    this.checks.push(check);
  }

  /**
   * The compatibility gate, for a deploy, a canary, a promote and a rollback alike: the release
   * exists, the active shell provides the shared versions it was built against, it runs on the
   * live Module Federation runtime and on the shell's React and router, it serves only paths the
   * route table gives its remote, and its smoke test passes. A refusal is audited with its reasons
   * and changes nothing.
   */
  async check(remote: RemoteName, version: string, actor: Actor, action: GateAction) {
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
    const shell = await activeShellManifest(this.shellDist);
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
   * The gate's checks of one release against a shell, but its smoke test: the shared versions it
   * was built against, the runtime (the shell's, the other live releases'), its routes, and the
   * contract of its exposed modules (what the shell uses of them, type-checked against its
   * published declarations; the live release's declarations are the diff's other side).
   */
  async releaseProblems(
    remote: RemoteName,
    version: string,
    metadata: ReleaseMetadata,
    shell: ShellManifest,
  ): Promise<{ problems: string[]; contract: ContractState }> {
    const contract = await this.contracts.contractOf(
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
    const running = [...(await freshEntryRows(this.db)).values()]
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
}
