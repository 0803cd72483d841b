import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { countHttpRequests } from './http-metrics';
import { serveMetricsBehindToken, serveMetricsOnOwnPort } from './metrics-endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Prometheus registry every layer adds its metrics to (pages/page-metrics.ts,
     * releases/release-metrics.ts, ...); undefined when metrics are off, so a layer measures
     * nothing and registers no hook.
     */
    metrics: Registry | undefined;
  }
}

/**
 * Prometheus metrics (docs/operations.md). Off unless METRICS_PORT or METRICS_TOKEN is set: then
 * no registry exists, no hook runs and no route answers, so a site that does not scrape pays
 * nothing. On: Node's own metrics, every request's duration by route pattern, and the endpoints.
 */
async function metrics(app: FastifyInstance): Promise<void> {
  const { port, token } = app.config.metrics;
  if (port === undefined && token === undefined) {
    app.decorate('metrics', undefined);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);
  countHttpRequests(app, registry);
  if (token !== undefined) serveMetricsBehindToken(app, registry, token);
  if (port !== undefined) serveMetricsOnOwnPort(app, registry, port);
}

export const metricsPlugin = fp(metrics, { name: 'iper-metrics', fastify: '5.x' });
