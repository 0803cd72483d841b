import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteFolder, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { contractProblems, type ConsumedModule } from './contract-check';
import { freshEntryRow } from './fresh-entry-rows';
import { declarationsFromZip, type Declarations } from './mf-types';
import type { ReleaseMetadata } from './release-gate';
import { releaseBrowserDir, type ReleaseStore } from './release-store';

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

/** The contracts of releases' exposed modules: their published declarations, checked against a shell. */
export class ReleaseContracts {
  /** Declarations of releases read so far, by `<remote>@<version>` (a release never changes). */
  private readonly declarationCache = new Map<string, Declarations>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ReleaseStore,
    private readonly log: FastifyBaseLogger,
  ) {}

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
    const active = (await freshEntryRow(this.db, remote))?.version;
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
}
