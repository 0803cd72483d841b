import { REMOTES, type RemoteName } from '@iper/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RemoteEntries } from '../remotes/remote-entries';
import type { CompatibilityGate } from './compatibility-gate';
import { freshEntryRows } from './fresh-entry-rows';
import type { ContractState } from './release-contracts';
import { consumedModules, type ReleaseMetadata } from './release-gate';
import { activeShellManifest, type ShellCompatibility } from './shell-compatibility';

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

/** What the matrix is drawn from. */
export interface ReleaseMatrixSources {
  db: Kysely<Database>;
  entries: RemoteEntries;
  /** The active shell's build. */
  shellDist: string;
  gate: CompatibilityGate;
  shells: ShellCompatibility;
}

/**
 * The release matrix (issue 36): for every remote its active, canary and previous release, each
 * checked like the gate checks a deploy (shared versions, runtime, routes, the contract of its
 * exposed modules; not the smoke test) against the active shell, with the reasons when it fails.
 */
export async function drawReleaseMatrix({
  db,
  entries,
  shellDist,
  gate,
  shells,
}: ReleaseMatrixSources): Promise<ReleaseMatrix> {
  const shell = await activeShellManifest(shellDist);
  const rows = await freshEntryRows(db);
  const stored = await db
    .selectFrom('remote_releases')
    .select(['remote', 'version', 'metadata'])
    .execute();
  const shellCheck = shell && (await shells.check(shell, 'la shell attiva'));
  const remotes = [];
  for (const remote of REMOTES) {
    const row = rows.get(remote);
    const channels: { channel: MatrixCell['channel']; entry: string; version: string | null }[] = [
      {
        channel: 'attiva',
        entry: row?.entry ?? entries.configuredEntry(remote),
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
      const { problems, contract } = await gate.releaseProblems(
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
