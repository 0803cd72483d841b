import type { GuardRails } from '../config';
import { twoProportionZTest, type ProportionTest } from './statistics';

/** A release's figures in the window (field-data.ts). */
export interface VersionFigures {
  version: string;
  pageViews: number;
  /** Page views that reported a failure. */
  errors: number;
  /** p75 of each vital, and how many values it is made of. */
  p75: Partial<Record<'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', number>>;
  samples: Partial<Record<'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', number>>;
}

export type Decision = 'wait' | 'promote' | 'rollback';

export interface Verdict {
  decision: Decision;
  /** Why, one sentence a line (Italian, like the platform's other messages). */
  reasons: string[];
  errorTest: ProportionTest;
  /** The verdict with its figures in one line: the audit log's detail. */
  summary: string;
}

/**
 * A vital's guard rail needs some values on both sides: INP exists only for page views with an
 * interaction, so a canary can have page views enough and no INP worth comparing.
 */
export const MIN_VITAL_SAMPLES = 5;

const rate = (figures: VersionFigures) =>
  figures.pageViews ? ((figures.errors / figures.pageViews) * 100).toFixed(2) : '0.00';

/**
 * Judges a canary against the active release by its guard rails. Not enough page views on either
 * side: wait. Then it is rolled back when its error rate is worse at the declared significance
 * (one-sided two-proportion z-test), or when its p75 INP or LCP exceeds the active one's by more
 * than the margin; otherwise it is promoted. A tie (same rate, same p75) is no evidence against it.
 */
export function canaryVerdict(
  canary: VersionFigures,
  active: VersionFigures,
  rails: GuardRails,
): Verdict {
  const errorTest = twoProportionZTest(
    { failures: canary.errors, trials: canary.pageViews },
    { failures: active.errors, trials: active.pageViews },
  );
  const figures = [
    `canary ${canary.version}: ${canary.pageViews} viste, errori ${rate(canary)}%`,
    `attiva ${active.version}: ${active.pageViews} viste, errori ${rate(active)}%`,
    `z=${errorTest.z.toFixed(2)} p=${errorTest.pValue.toFixed(4)} (alfa ${rails.errorAlpha})`,
    ...(['INP', 'LCP'] as const).map(
      (metric) =>
        `p75 ${metric} ${canary.p75[metric]?.toFixed(0) ?? '-'} vs ${active.p75[metric]?.toFixed(0) ?? '-'} ms`,
    ),
  ].join('; ');
  const done = (decision: Decision, reasons: string[]): Verdict => ({
    decision,
    reasons,
    errorTest,
    summary: `${decision}: ${reasons.join(' ')} (${figures})`,
  });

  if (canary.pageViews < rails.minPageViews || active.pageViews < rails.minPageViews)
    return done('wait', [
      `Servono almeno ${rails.minPageViews} viste per parte: canary ${canary.pageViews}, attiva ${active.pageViews}.`,
    ]);

  const reasons: string[] = [];
  if (errorTest.pValue < rails.errorAlpha)
    reasons.push(
      `Il tasso di errore del canary (${rate(canary)}%) è peggiore di quello attivo (${rate(active)}%) con p=${errorTest.pValue.toFixed(4)} < ${rails.errorAlpha}.`,
    );
  const margins = { INP: rails.inpMarginMs, LCP: rails.lcpMarginMs } as const;
  for (const metric of ['INP', 'LCP'] as const) {
    const own = canary.p75[metric];
    const theirs = active.p75[metric];
    const enough =
      (canary.samples[metric] ?? 0) >= MIN_VITAL_SAMPLES &&
      (active.samples[metric] ?? 0) >= MIN_VITAL_SAMPLES;
    if (enough && own !== undefined && theirs !== undefined && own - theirs > margins[metric])
      reasons.push(
        `Il p75 ${metric} del canary (${own.toFixed(0)} ms) supera quello attivo (${theirs.toFixed(0)} ms) di più di ${margins[metric]} ms.`,
      );
  }
  if (reasons.length) return done('rollback', reasons);
  return done('promote', ['Il canary rispetta i suoi guard rail.']);
}
