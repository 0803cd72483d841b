import { FIELD_METRICS, type FieldDataBeacon, type FieldMetric } from '@iper/contracts';
import { REMOTES, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { FieldDataConfig, GuardRails } from '../config';
import type { Database } from '../db/schema';
import { audit, type Actor } from '../remotes/remote-entries';
import { ReleaseRefusal } from '../releases/release-gate';
import type { ReleaseControl } from '../releases/releases';
import type { FieldDataSamplesTable } from './field-data.tables';
import { canaryVerdict, type Verdict, type VersionFigures } from './verdict';

/** Who acts when the platform decides a canary by itself (platform_audit_log.actor). */
export const VERDICT_ACTOR: Actor = { ip: 'platform', name: 'verdetto automatico' };

/** Expired samples are deleted at most this often (on a beacon or a verdict round). */
const PRUNE_EVERY_MS = 60_000;

export interface RemoteFieldData {
  remote: RemoteName;
  /** Figures per version seen in the window, the active and canary ones first. */
  versions: VersionFigures[];
  /** The running canary's guard rails (declared, or the defaults) and where its verdict stands. */
  canary: {
    version: string;
    rails: GuardRails;
    declared: boolean;
    held: boolean;
    verdict: Verdict;
  } | null;
}

const emptyFigures = (version: string): VersionFigures => ({
  version,
  pageViews: 0,
  errors: 0,
  p75: {},
  samples: {},
});

/**
 * Field data (issue 35): what sampled page views report from browsers, per remote version, over a
 * sliding window; the guard rails of each canary; and the verdict that promotes or stops a canary
 * by itself through the release control (releases.ts), with its figures in the audit log.
 */
export class FieldData {
  private lastPrune = 0;
  private readonly verdictListeners: Array<(remote: RemoteName, verdict: Verdict) => void> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly releases: ReleaseControl,
    private readonly config: FieldDataConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Keeps a beacon's figures under the page's remote and the version it ran there. Only a version
   * visitors may be running now is kept (no rows for made-up versions); a page of the shell's own,
   * or of a remote running no release, has no version to judge and is not kept.
   */
  async record(beacon: FieldDataBeacon): Promise<number> {
    const remote = REMOTES.find((name) => name === beacon.remote);
    const running = remote && beacon.remotes.find((entry) => entry.name === remote);
    if (!remote || !running || !(await this.releases.isLiveVersion(remote, running.version)))
      return 0;
    const tags = {
      remote,
      version: running.version,
      shell_version: beacon.shell,
      route: beacon.route,
      canary: running.canary === true,
    };
    const rows: Insertable<FieldDataSamplesTable>[] = [
      ...(beacon.view ? [{ ...tags, kind: 'view', value: null, detail: null }] : []),
      ...beacon.vitals.map((vital) => ({
        ...tags,
        kind: vital.name,
        value: vital.value,
        detail: null,
      })),
      ...(beacon.error ? [{ ...tags, kind: 'error', value: null, detail: beacon.error }] : []),
    ];
    if (rows.length) await this.db.insertInto('field_data_samples').values(rows).execute();
    await this.pruneNow();
    return rows.length;
  }

  /** Deletes the samples older than the window (throttled; `force` for tests and the verdict). */
  async pruneNow(force = false): Promise<void> {
    if (!force && Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.db
      .deleteFrom('field_data_samples')
      .where('received_at', '<', this.windowStart())
      .execute();
  }

  private windowStart(): Date {
    return new Date(Date.now() - this.config.windowMinutes * 60_000);
  }

  /** Page views, failing page views and p75 of each vital per version of a remote, in the window. */
  async figures(remote: RemoteName): Promise<VersionFigures[]> {
    const p75 = (metric: FieldMetric) =>
      sql<
        number | null
      >`percentile_cont(0.75) within group (order by value) filter (where kind = ${metric})`.as(
        `p75_${metric}`,
      );
    const count = (kind: string) =>
      sql<string>`count(*) filter (where kind = ${kind})`.as(`n_${kind}`);
    const rows = await this.db
      .selectFrom('field_data_samples')
      .select([
        'version',
        count('view'),
        count('error'),
        ...FIELD_METRICS.map(count),
        ...FIELD_METRICS.map(p75),
      ])
      .where('remote', '=', remote)
      .where('received_at', '>=', this.windowStart())
      .groupBy('version')
      .execute();
    return rows.map((row) => {
      const record = row as unknown as Record<string, string | number | null>;
      const figures = emptyFigures(row.version);
      figures.pageViews = Number(record.n_view);
      figures.errors = Number(record.n_error);
      for (const metric of FIELD_METRICS) {
        const samples = Number(record[`n_${metric}`]);
        const value = record[`p75_${metric}`];
        if (samples > 0 && value !== null && value !== undefined) {
          figures.samples[metric] = samples;
          figures.p75[metric] = Number(value);
        }
      }
      return figures;
    });
  }

  /** Every remote's figures, and each running canary's rails and verdict (status, admin page). */
  async overview(): Promise<RemoteFieldData[]> {
    const rows = await this.db.selectFrom('remote_entries').selectAll().execute();
    const rails = await this.db.selectFrom('canary_guard_rails').selectAll().execute();
    return Promise.all(
      REMOTES.map(async (remote) => {
        const row = rows.find((candidate) => candidate.remote === remote);
        const seen = await this.figures(remote);
        const first = [row?.version, row?.canary_version].filter((version): version is string =>
          Boolean(version),
        );
        const versions = [
          ...first.map(
            (version) => seen.find((f) => f.version === version) ?? emptyFigures(version),
          ),
          ...seen.filter((figures) => !first.includes(figures.version)),
        ];
        if (!row?.canary_version) return { remote, versions, canary: null };
        const declared = rails.find(
          (candidate) => candidate.remote === remote && candidate.version === row.canary_version,
        );
        const guardRails: GuardRails = declared
          ? {
              minPageViews: declared.min_page_views,
              errorAlpha: declared.error_alpha,
              inpMarginMs: declared.inp_margin_ms,
              lcpMarginMs: declared.lcp_margin_ms,
            }
          : this.config.verdict.defaults;
        const canaryFigures = versions.find((f) => f.version === row.canary_version)!;
        const activeFigures =
          versions.find((f) => f.version === row.version) ?? emptyFigures(row.version ?? 'locale');
        return {
          remote,
          versions,
          canary: {
            version: row.canary_version,
            rails: guardRails,
            declared: Boolean(declared),
            held: declared?.held ?? false,
            verdict: canaryVerdict(canaryFigures, activeFigures, guardRails),
          },
        };
      }),
    );
  }

  /**
   * Declares the guard rails of a remote's running canary (unset ones keep the defaults); a canary
   * of another version drops them. Audited.
   */
  async declareGuardRails(
    remote: RemoteName,
    rails: Partial<GuardRails>,
    actor: Actor,
  ): Promise<GuardRails> {
    const version = await this.canaryVersion(remote);
    const full: GuardRails = { ...this.config.verdict.defaults, ...rails };
    const values = {
      version,
      min_page_views: full.minPageViews,
      error_alpha: full.errorAlpha,
      inp_margin_ms: full.inpMarginMs,
      lcp_margin_ms: full.lcpMarginMs,
      declared_by: actor.name ?? actor.ip,
      declared_at: new Date(),
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('canary_guard_rails')
        .values({ remote, ...values, held: false })
        .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
        .execute();
      await audit(
        trx,
        {
          action: 'canary-guard-rails',
          remote,
          version,
          detail: `viste minime ${full.minPageViews}, alfa ${full.errorAlpha}, INP +${full.inpMarginMs} ms, LCP +${full.lcpMarginMs} ms`,
        },
        actor,
      );
    });
    return full;
  }

  /** Holds (or lets go) the automatic verdict of a remote's canary: it is still computed and shown. */
  async hold(remote: RemoteName, held: boolean, actor: Actor): Promise<void> {
    const version = await this.canaryVersion(remote);
    const existing = await this.db
      .selectFrom('canary_guard_rails')
      .select('version')
      .where('remote', '=', remote)
      .executeTakeFirst();
    if (existing?.version !== version) await this.declareGuardRails(remote, {}, actor);
    await this.db
      .updateTable('canary_guard_rails')
      .set({ held })
      .where('remote', '=', remote)
      .execute();
    await audit(
      this.db,
      { action: held ? 'canary-hold' : 'canary-resume', remote, version },
      actor,
    );
  }

  private async canaryVersion(remote: RemoteName): Promise<string> {
    const row = await this.db
      .selectFrom('remote_entries')
      .select('canary_version')
      .where('remote', '=', remote)
      .executeTakeFirst();
    if (!row?.canary_version) throw new ReleaseRefusal(`${remote} non ha un canary in corso.`, 409);
    return row.canary_version;
  }

  /** Is told of every verdict applied (the metrics count them: verdict-metrics.ts). */
  onVerdict(listener: (remote: RemoteName, verdict: Verdict) => void): void {
    this.verdictListeners.push(listener);
  }

  /**
   * One round of verdicts: each running canary not held, with enough page views on both sides,
   * is promoted or stopped (its visitors back on the active release) through the release control,
   * after a `canary-verdict` row with its figures. With CANARY_VERDICT=off nothing is acted on.
   */
  async judgeCanaries(): Promise<Array<{ remote: RemoteName; verdict: Verdict }>> {
    await this.pruneNow(true);
    const decided: Array<{ remote: RemoteName; verdict: Verdict }> = [];
    if (!this.config.verdict.automatic) return decided;
    for (const { remote, canary } of await this.overview()) {
      if (!canary || canary.held || canary.verdict.decision === 'wait') continue;
      const { verdict } = canary;
      try {
        // The release control's own action first: of two instances judging together, only the
        // one whose promote or stop found the canary still running writes the verdict.
        if (verdict.decision === 'promote') await this.releases.promote(remote, VERDICT_ACTOR);
        else await this.releases.stopCanary(remote, VERDICT_ACTOR);
        await audit(
          this.db,
          { action: 'canary-verdict', remote, version: canary.version, detail: verdict.summary },
          VERDICT_ACTOR,
        );
        this.log.warn(
          { remote, version: canary.version, verdict: verdict.summary },
          'canary verdict',
        );
        decided.push({ remote, verdict });
        for (const listener of this.verdictListeners) listener(remote, verdict);
      } catch (error) {
        // Another instance decided first (no canary left), or the entries could not be written.
        if (error instanceof ReleaseRefusal) continue;
        this.log.error({ err: error, remote }, 'canary verdict not applied');
      }
    }
    return decided;
  }
}
