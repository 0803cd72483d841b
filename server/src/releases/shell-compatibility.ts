import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { audit, type Actor, type RemoteEntries } from '../remotes/remote-entries';
import { freshEntryRows } from './fresh-entry-rows';
import type { ReleaseContracts } from './release-contracts';
import {
  ReleaseRefusal,
  consumedModules,
  isRuntimeLibrary,
  parseShellManifest,
  providedVersions,
  runtimeMismatches,
  sharedMismatchText,
  sharedMismatches,
  type ReleaseMetadata,
  type SharedMismatch,
  type ShellManifest,
} from './release-gate';

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

/** The active shell's manifest (SHELL_DIST, read now); undefined when it cannot be read. */
export async function activeShellManifest(shellDist: string): Promise<ShellManifest | undefined> {
  try {
    return parseShellManifest(await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a shell, the active one or a candidate, can run the releases visitors run now. */
export class ShellCompatibility {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly entries: RemoteEntries,
    /** The active shell's build (its mf-manifest.json lists the shared versions it provides). */
    private readonly shellDist: string,
    private readonly contracts: ReleaseContracts,
    private readonly log: FastifyBaseLogger,
  ) {}

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
    const check = await this.check(manifest, 'la nuova shell');
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
    const shell = await activeShellManifest(this.shellDist);
    return shell && this.check(shell, 'la shell attiva');
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

  /** The releases running now (active and canary) against the shared versions `manifest` provides. */
  async check(manifest: ShellManifest, shell: string): Promise<ShellCheck> {
    const rows = await freshEntryRows(this.db);
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
      const contract = await this.contracts.contractOf(
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
}
