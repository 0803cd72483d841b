// OpenTelemetry's SDK, loaded by tracing.plugin.ts only when tracing is on (nothing imports this
// module statically, so a server that does not trace never loads it).
import http from 'node:http';
import https from 'node:https';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  context,
  propagation,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TracingConfig } from '../../config';
import type { TracedSpan, Tracing } from './tracing';

/** The instrumentation scope of the spans this server starts itself (pages, renders). */
const SCOPE = 'iper-site';

/** Requests nobody wants a trace of: the balancer's health checks every half second, scrapes. */
export function isUntracedPath(url: string): boolean {
  return /^\/(api\/health|metrics|api\/metrics)(\/|\?|$)/.test(url);
}

function samplerOf(config: TracingConfig): Sampler {
  const ratio = new TraceIdRatioBasedSampler(config.samplerRatio);
  switch (config.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/**
 * Applies an instrumentation's patch to the module this server already holds, instead of its
 * `require` hook: the server is one bundle whose packages are loaded before any setting is read,
 * so a hook would see nothing (and the ESM ones need a loader flag).
 */
function patchInPlace(
  patched: [instrumentation: InstrumentationBase, name: string, moduleExports: unknown][],
): () => void {
  const definitions = patched.flatMap(([instrumentation, name, moduleExports]) =>
    instrumentation
      .getModuleDefinitions()
      .filter((definition) => definition.name === name)
      .map((definition) => ({ definition, moduleExports })),
  );
  for (const { definition, moduleExports } of definitions) definition.patch?.(moduleExports);
  return () => {
    for (const { definition, moduleExports } of definitions) definition.unpatch?.(moduleExports);
  };
}

function traced(span: Span): TracedSpan {
  return {
    setAttributes: (attributes) => span.setAttributes(attributes),
    fail: (reason) => span.setStatus({ code: SpanStatusCode.ERROR, message: reason }),
    end: () => span.end(),
  };
}

function facade(tracer: Tracer): Tracing {
  return {
    inSpan(name, attributes, work) {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work(traced(span));
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    start: (name, attributes) => traced(tracer.startSpan(name, { attributes })),
    annotate(attributes) {
      trace.getActiveSpan()?.setAttributes(attributes);
    },
    contextHeaders() {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return carrier;
    },
  };
}

/** Tracing started: the app's facade, the Fastify plugin of @fastify/otel, and its end. */
export interface StartedTracing {
  tracing: Tracing;
  fastifyPlugin: FastifyPluginCallback;
  /** The trace and span of the active context, for a log line (empty outside any span). */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends the spans still buffered, then stops (the server's close). */
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK: spans batched to the OTLP/HTTP endpoint, W3C trace context read from requests
 * and written into outgoing ones, Node's http server and client, PostgreSQL's client (`pg`; the
 * embedded PGlite has no instrumentation) and Redis (`ioredis`) instrumented, Fastify through
 * @fastify/otel without a span per hook (a request span is enough, and cheaper).
 */
export function startTracing(config: TracingConfig): StartedTracing {
  const exporterOptions = { url: config.endpoint };
  const exporter =
    config.protocol === 'http/json'
      ? new JsonExporter(exporterOptions)
      : new ProtobufExporter(exporterOptions);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: samplerOf(config),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();

  const httpInstrumentation = new HttpInstrumentation({
    enabled: false, // no require hook: patched below
    ignoreIncomingRequestHook: (request) => isUntracedPath(request.url ?? '/'),
    requireParentforOutgoingSpans: true,
  });
  const pgInstrumentation = new PgInstrumentation({
    enabled: false,
    requireParentSpan: true,
  });
  const redisInstrumentation = new IORedisInstrumentation({
    enabled: false,
    requireParentSpan: true,
  });
  for (const instrumentation of [httpInstrumentation, pgInstrumentation, redisInstrumentation])
    instrumentation.setTracerProvider(provider);
  const unpatch = patchInPlace([
    [httpInstrumentation, 'http', http],
    [httpInstrumentation, 'https', https],
    [pgInstrumentation, 'pg', pg],
    [redisInstrumentation, 'ioredis', Redis],
  ]);

  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route) => isUntracedPath(route.url ?? '/'),
  });
  fastifyInstrumentation.setTracerProvider(provider);

  return {
    tracing: facade(provider.getTracer(SCOPE)),
    fastifyPlugin: fastifyInstrumentation.plugin(),
    logFields() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    async shutdown() {
      unpatch();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
