/**
 * The statistics of a canary's verdict (issue 35): a percentile the way PostgreSQL's
 * percentile_cont computes it (field-data.ts asks the database for the same figure), and
 * the two-proportion z-test on error rates. Plain functions, unit-tested with known samples.
 */

/** The p-th percentile (0–1) with linear interpolation between ranks (percentile_cont); null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (rank - below);
}

/** The standard normal distribution's cumulative probability (Zelen & Severo 26.2.17, error < 7.5e-8). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/** Failures among trials: page views with an error among page views. */
export interface Proportion {
  failures: number;
  trials: number;
}

export interface ProportionTest {
  /** The canary's rate minus the active release's. */
  difference: number;
  /** (p_canary − p_active) / pooled standard error; 0 when the rates cannot differ (no failure, or all). */
  z: number;
  /** One-sided: the probability of a z this large if the canary were no worse. */
  pValue: number;
}

/**
 * Is the canary's error rate worse than the active release's? The pooled two-proportion z-test,
 * one-sided. Equal rates (ties), no failures at all or failures everywhere give z = 0 and p = 0.5:
 * no evidence either way.
 */
export function twoProportionZTest(canary: Proportion, active: Proportion): ProportionTest {
  if (canary.trials === 0 || active.trials === 0) return { difference: 0, z: 0, pValue: 0.5 };
  const pCanary = canary.failures / canary.trials;
  const pActive = active.failures / active.trials;
  const pooled = (canary.failures + active.failures) / (canary.trials + active.trials);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / canary.trials + 1 / active.trials));
  const difference = pCanary - pActive;
  if (standardError === 0 || difference === 0) return { difference, z: 0, pValue: 0.5 };
  const z = difference / standardError;
  return { difference, z, pValue: 1 - normalCdf(z) };
}
