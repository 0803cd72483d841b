import type { RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Actor, RemoteEntries } from '../remotes/remote-entries';
import { CompatibilityGate, type GateAction, type ReleaseCheck } from './compatibility-gate';
import { ReleaseContracts } from './release-contracts';
import { ReleaseRefusal, type ShellManifest } from './release-gate';
import { drawReleaseMatrix, type ReleaseMatrix } from './release-matrix';
import { pruneReleases } from './release-pruning';
import { ReleasePublishing } from './release-publishing';
import { ReleaseRollout } from './release-rollout';
import { ReleaseStatus, type ReleaseInfo, type RemoteStatus } from './release-status';
import type { ReleaseFile, ReleaseStore } from './release-store';
import { ShellCompatibility, type ShellCheck } from './shell-compatibility';

/** What an operator (or the automatic verdict) does to a remote's releases. */
export type ReleaseAction =
  'publish' | 'deploy' | 'rollback' | 'canary' | 'stop-canary' | 'promote';

/** An action that was done, or refused (a ReleaseRefusal: the gate, a bad request, a race). */
export interface ReleaseActionOutcome {
  action: ReleaseAction;
  remote: RemoteName;
  outcome: 'done' | 'refused';
}

/**
 * Deploy control (issue 19), the one object the routes and the other plugins hold: it composes
 * publishing (release-publishing.ts), the rollout to visitors (release-rollout.ts), the
 * compatibility gate (compatibility-gate.ts, with the rules of release-gate.ts), the shell's
 * check (shell-compatibility.ts), pruning (release-pruning.ts), the status (release-status.ts)
 * and the matrix (release-matrix.ts).
 */
export class ReleaseControl {
  private readonly publishing: ReleasePublishing;
  private readonly releaseStatus: ReleaseStatus;
  private readonly compatibilityGate: CompatibilityGate;
  private readonly shells: ShellCompatibility;
  private readonly rollout: ReleaseRollout;
  private readonly actionListeners: Array<(outcome: ReleaseActionOutcome) => void> = [];

  constructor(
    private readonly db: Kysely<Database>,
    readonly store: ReleaseStore,
    private readonly entries: RemoteEntries,
    /** The active shell's build (its mf-manifest.json lists the shared versions it provides). */
    private readonly shellDist: string,
    log: FastifyBaseLogger,
  ) {
    const contracts = new ReleaseContracts(db, store, log);
    this.publishing = new ReleasePublishing(db, store, log);
    this.releaseStatus = new ReleaseStatus(db, entries);
    this.compatibilityGate = new CompatibilityGate(db, store, shellDist, contracts, log);
    this.shells = new ShellCompatibility(db, entries, shellDist, contracts, log);
    this.rollout = new ReleaseRollout(db, entries, this.compatibilityGate, this.releaseStatus, log);
  }

  /** Is told of every action's outcome (the metrics count them: release-metrics.ts). */
  onAction(listener: (outcome: ReleaseActionOutcome) => void) {
    this.actionListeners.push(listener);
  }

  /** Adds a check every deploy, canary, promotion and rollback passes, after the gate's own. */
  addCheck(check: ReleaseCheck) {
    this.compatibilityGate.addCheck(check);
  }

  publish(
    remote: RemoteName,
    version: string,
    files: readonly ReleaseFile[],
    actor: Actor,
  ): Promise<ReleaseInfo> {
    return this.told('publish', remote, () =>
      this.publishing.publish(remote, version, files, actor),
    );
  }

  deploy(remote: RemoteName, version: string, actor: Actor): Promise<RemoteStatus> {
    return this.told('deploy', remote, () => this.rollout.deploy(remote, version, actor));
  }

  rollback(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    return this.told('rollback', remote, () => this.rollout.rollback(remote, actor));
  }

  canary(
    remote: RemoteName,
    version: string,
    percent: number,
    actor: Actor,
  ): Promise<RemoteStatus> {
    return this.told('canary', remote, () => this.rollout.canary(remote, version, percent, actor));
  }

  stopCanary(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    return this.told('stop-canary', remote, () => this.rollout.stopCanary(remote, actor));
  }

  promote(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    return this.told('promote', remote, () => this.rollout.promote(remote, actor));
  }

  prune(remote: RemoteName, keep: number, actor: Actor): Promise<string[]> {
    return pruneReleases(this.db, this.store, remote, keep, actor);
  }

  ensureLocalCopy(remote: RemoteName, version: string): Promise<void> {
    return this.publishing.ensureLocalCopy(remote, version);
  }

  isPublished(remote: RemoteName, version: string): Promise<boolean> {
    return this.publishing.isPublished(remote, version);
  }

  isLiveVersion(remote: RemoteName, version: string): Promise<boolean> {
    return this.releaseStatus.isLiveVersion(remote, version);
  }

  countError(remote: string, version: string): Promise<void> {
    return this.releaseStatus.countError(remote, version);
  }

  status(): Promise<RemoteStatus[]> {
    return this.releaseStatus.status();
  }

  statusOf(remote: RemoteName): Promise<RemoteStatus> {
    return this.releaseStatus.statusOf(remote);
  }

  gate(remote: RemoteName, version: string, actor: Actor, action: GateAction): Promise<void> {
    return this.compatibilityGate.check(remote, version, actor, action);
  }

  checkShell(manifest: ShellManifest, actor: Actor): Promise<ShellCheck> {
    return this.shells.checkShell(manifest, actor);
  }

  activeShellCheck(): Promise<ShellCheck | undefined> {
    return this.shells.activeShellCheck();
  }

  logActiveShellProblems(): Promise<void> {
    return this.shells.logActiveShellProblems();
  }

  matrix(): Promise<ReleaseMatrix> {
    return drawReleaseMatrix({
      db: this.db,
      entries: this.entries,
      shellDist: this.shellDist,
      gate: this.compatibilityGate,
      shells: this.shells,
    });
  }

  /** Runs an action and tells the listeners how it ended; with none, it only runs it. */
  private async told<T>(
    action: ReleaseAction,
    remote: RemoteName,
    run: () => Promise<T>,
  ): Promise<T> {
    if (!this.actionListeners.length) return run();
    const tell = (outcome: ReleaseActionOutcome['outcome']) => {
      for (const listener of this.actionListeners) listener({ action, remote, outcome });
    };
    try {
      const result = await run();
      tell('done');
      return result;
    } catch (error) {
      // Anything else (a database down) is the server's failure, counted as a 500 by HTTP metrics.
      if (error instanceof ReleaseRefusal) tell('refused');
      throw error;
    }
  }
}
