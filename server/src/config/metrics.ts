import { z } from 'zod';
import { emptyAsUnset, variable } from './variables';

/** Prometheus metrics (platform/metrics/, docs/operations.md): off unless one of these is set. */
export const metricsVariables = {
  METRICS_PORT: variable(
    emptyAsUnset(z.coerce.number().int().min(0).max(65535).optional()),
    'serves the Prometheus metrics at `/metrics` on this port of `HOST`, apart from the site (keep it off the public network; `0`: any free port); unset, with `METRICS_TOKEN` unset too: no metrics are collected at all',
  ),
  METRICS_TOKEN: variable(
    emptyAsUnset(z.string().min(24, 'METRICS_TOKEN: at least 24 characters').optional()),
    "serves the Prometheus metrics at `/api/metrics` on the site's port, to `Authorization: Bearer <METRICS_TOKEN>` only (anything else: 401)",
  ),
};

/** Where the metrics are served; `undefined` settings: nowhere, and nothing is collected. */
export interface MetricsConfig {
  port: number | undefined;
  token: string | undefined;
}

export function metricsConfig(
  parsed: { METRICS_PORT?: number; METRICS_TOKEN?: string },
  sitePort: number,
): MetricsConfig {
  if (parsed.METRICS_PORT && parsed.METRICS_PORT === sitePort)
    throw new Error(
      "METRICS_PORT is the site's PORT: the metrics need a port of their own (or METRICS_TOKEN to serve them on the site's port behind a token)",
    );
  return { port: parsed.METRICS_PORT, token: parsed.METRICS_TOKEN };
}
