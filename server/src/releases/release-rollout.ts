import type { RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Actor, RemoteEntries } from '../remotes/remote-entries';
import type { CompatibilityGate } from './compatibility-gate';
import { freshEntryRow } from './fresh-entry-rows';
import { releaseEntry } from './release-addresses';
import { ReleaseRefusal } from './release-gate';
import type { ReleaseStatus, RemoteStatus } from './release-status';

/**
 * The rollout of published releases to visitors: deploy, canary, promote, rollback; every move
 * through RemoteEntries (the one place the entries live) and in the audit log, and every release
 * it brings to visitors through the compatibility gate first.
 */
export class ReleaseRollout {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly entries: RemoteEntries,
    private readonly gate: CompatibilityGate,
    private readonly status: ReleaseStatus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Makes a release the one every visitor gets (its canary, if any, ends). */
  async deploy(remote: RemoteName, version: string, actor: Actor): Promise<RemoteStatus> {
    await this.gate.check(remote, version, actor, 'deploy');
    const entry = releaseEntry(remote, version);
    await this.entries.change(
      remote,
      (current) => this.entries.moved(current, remote, entry, version),
      { action: 'release-deploy', remote, entry, version },
      actor,
    );
    this.log.warn({ remote, version, actor }, 'release deployed');
    return this.status.statusOf(remote);
  }

  /**
   * Back to what ran before the last deploy, promote or rollback, through the gate like a deploy:
   * the shell and the other remotes may have changed since that release ran. An entry that is not
   * a release (the configured folder) has no metadata and goes back unchecked.
   */
  async rollback(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    const row = await freshEntryRow(this.db, remote);
    if (!row?.previous_entry)
      throw new ReleaseRefusal(`Per ${remote} non c'è una versione precedente a cui tornare.`, 409);
    const { previous_entry: entry, previous_version: version } = row;
    if (version) await this.gate.check(remote, version, actor, 'rollback');
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
    return this.status.statusOf(remote);
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
    await this.gate.check(remote, version, actor, 'canary');
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
    return this.status.statusOf(remote);
  }

  /** Ends a canary: every visitor gets the active release again. */
  async stopCanary(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    const row = await freshEntryRow(this.db, remote);
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
    return this.status.statusOf(remote);
  }

  /**
   * The canary becomes the active release for everyone, through the gate again: it passed it when
   * it started, but the shell or the other remotes may have changed since. The automatic verdict's
   * promote comes here too, so a refusal is audited (`release-refused`) like a person's.
   */
  async promote(remote: RemoteName, actor: Actor): Promise<RemoteStatus> {
    const row = await freshEntryRow(this.db, remote);
    const noCanary = () => new ReleaseRefusal(`${remote} non ha un canary da promuovere.`, 409);
    if (!row?.canary_entry) throw noCanary();
    const { canary_entry: entry, canary_version: version } = row;
    if (version) await this.gate.check(remote, version, actor, 'promote');
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
    return this.status.statusOf(remote);
  }
}
