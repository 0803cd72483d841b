import { z } from 'zod';
import { rateLimit, type RateLimit } from './rate-limits';
import { positiveIntOr, variable } from './variables';

/**
 * Field data (issue 35, docs/delivery.md "Field data"): how many page views report web vitals and
 * failures, how long the figures count, and the guard rails a canary is judged by unless it
 * declares its own.
 */
export const fieldDataVariables = {
  FIELD_DATA_SAMPLE_RATE: variable(
    z.coerce.number().min(0).max(1).default(1),
    'the share of page views (0–1) whose browser reports web vitals and failures; `0` turns field data off (the reporter is never downloaded)',
    '`1`',
  ),
  FIELD_DATA_WINDOW_MINUTES: variable(
    z.coerce.number().int().min(1).max(10_080).default(60),
    'the sliding window of the figures (p75 of each vital, error rate) per remote version; older samples are deleted',
    '`60`',
  ),
  FIELD_DATA_RATE_LIMIT_MAX: variable(
    positiveIntOr(60),
    'field-data beacons per address per `FIELD_DATA_RATE_LIMIT_WINDOW_SECONDS` before a 429 (a page view sends one or two)',
    '`60`',
  ),
  FIELD_DATA_RATE_LIMIT_WINDOW_SECONDS: variable(
    positiveIntOr(60),
    'the window of `FIELD_DATA_RATE_LIMIT_MAX`, in seconds',
    '`60`',
  ),
  CANARY_VERDICT: variable(
    z.enum(['on', 'off']).default('on'),
    'whether the platform promotes or stops a canary by itself once its guard rails have enough data (`off`: the verdict is only shown)',
    '`on`',
  ),
  CANARY_VERDICT_INTERVAL_SECONDS: variable(
    z.coerce.number().int().min(1).max(3600).default(60),
    'how often the running canaries are judged',
    '`60`',
  ),
  CANARY_MIN_PAGE_VIEWS: variable(
    z.coerce.number().int().min(1).max(10_000_000).default(500),
    'default guard rail: page views each of the canary and the active release needs in the window before a verdict',
    '`500`',
  ),
  CANARY_ERROR_ALPHA: variable(
    z.coerce.number().gt(0).lt(0.5).default(0.05),
    'default guard rail: the significance level of the one-sided two-proportion z-test on the error rate (the canary is stopped when it is worse at this level)',
    '`0.05`',
  ),
  CANARY_INP_MARGIN_MS: variable(
    z.coerce.number().int().min(0).max(60_000).default(50),
    "default guard rail: how much the canary's p75 INP may exceed the active release's, in ms",
    '`50`',
  ),
  CANARY_LCP_MARGIN_MS: variable(
    z.coerce.number().int().min(0).max(60_000).default(250),
    "default guard rail: how much the canary's p75 LCP may exceed the active release's, in ms",
    '`250`',
  ),
};

/** The guard rails a canary is judged by (field-data/verdict.ts). */
export interface GuardRails {
  minPageViews: number;
  errorAlpha: number;
  inpMarginMs: number;
  lcpMarginMs: number;
}

export interface FieldDataConfig {
  sampleRate: number;
  windowMinutes: number;
  rateLimit: RateLimit;
  verdict: { automatic: boolean; intervalMs: number; defaults: GuardRails };
}

type Parsed = {
  [K in keyof typeof fieldDataVariables]: z.output<(typeof fieldDataVariables)[K]['schema']>;
};

export function fieldDataConfig(parsed: Parsed): FieldDataConfig {
  return {
    sampleRate: parsed.FIELD_DATA_SAMPLE_RATE,
    windowMinutes: parsed.FIELD_DATA_WINDOW_MINUTES,
    rateLimit: rateLimit(
      parsed.FIELD_DATA_RATE_LIMIT_MAX,
      parsed.FIELD_DATA_RATE_LIMIT_WINDOW_SECONDS,
    ),
    verdict: {
      automatic: parsed.CANARY_VERDICT === 'on',
      intervalMs: parsed.CANARY_VERDICT_INTERVAL_SECONDS * 1000,
      defaults: {
        minPageViews: parsed.CANARY_MIN_PAGE_VIEWS,
        errorAlpha: parsed.CANARY_ERROR_ALPHA,
        inpMarginMs: parsed.CANARY_INP_MARGIN_MS,
        lcpMarginMs: parsed.CANARY_LCP_MARGIN_MS,
      },
    },
  };
}
