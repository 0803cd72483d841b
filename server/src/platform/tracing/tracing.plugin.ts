import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tracing } from './tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The request's trace, for the layers that add spans to it (pages/, the render pool);
     * undefined when tracing is off, so they add nothing.
     */
    tracing: Tracing | undefined;
  }
}

/**
 * OpenTelemetry traces (docs/operations.md, "Tracing"). Off unless an OTLP endpoint is set
 * (OTEL_EXPORTER_OTLP_ENDPOINT...): then the SDK is loaded, and each request the sampler keeps
 * gets a span (a `traceparent` that comes with it is its parent; TRACING_DETAIL=full adds the http
 * server's, the database's and Redis's) and log lines that carry `trace_id` and `span_id`. A
 * request the sampler drops costs one decision. Off, nothing of OpenTelemetry is loaded.
 */
async function tracing(app: FastifyInstance): Promise<void> {
  const config = app.config.tracing;
  if (!config) {
    app.decorate('tracing', undefined);
    return;
  }
  const { startTracing } = await import('./tracing-sdk');
  const started = startTracing(config);
  app.decorate('tracing', started.tracing);
  await app.register(started.fastifyPlugin);
  app.addHook('onClose', async () => started.shutdown());
  app.log.info(
    {
      endpoint: config.endpoint,
      protocol: config.protocol,
      sampler: config.sampler,
      detail: config.detail,
    },
    'tracing on: spans go to the OTLP endpoint',
  );
}

export const tracingPlugin = fp(tracing, { name: 'iper-tracing', fastify: '5.x' });
