import type { RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Actor, RemoteEntries } from '../remotes/remote-entries';
import { CompatibilityGate, type GateAction, type ReleaseCheck } from './compatibility-gate';
import { ReleaseContracts } from './release-contracts';
import type { ShellManifest } from './release-gate';
import { drawReleaseMatrix, type ReleaseMatrix } from './release-matrix';
import { pruneReleases } from './release-pruning';
import { ReleasePublishing } from './release-publishing';
import { ReleaseRollout } from './release-rollout';
import { ReleaseStatus, type ReleaseInfo, type RemoteStatus } from './release-status';
import type { ReleaseFile, ReleaseStore } from './release-store';
import { ShellCompatibility, type ShellCheck } from './shell-compatibility';

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
    return this.publishing.publish(remote, version, files, actor);
  }

  deploy(remote: RemoteName, version: string, actor: Actor): Promise<RemoteStatus> {
    return this.rollout.deploy(remote, version, actor);
  }

  rollback(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    return this.rollout.rollback(remote, actor);
  }

  canary(
    remote: RemoteName,
    version: string,
    percent: number,
    actor: Actor,
  ): Promise<RemoteStatus> {
    return this.rollout.canary(remote, version, percent, actor);
  }

  stopCanary(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    return this.rollout.stopCanary(remote, actor);
  }

  promote(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    return this.rollout.promote(remote, actor);
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
}
