// OpenTelemetry's SDK, loaded by tracing.plugin.ts only when tracing is on (nothing imports this
// module statically, so a server that does not trace never loads it).
import http from 'node:http';
import https from 'node:https';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
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
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
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

/** The request's context as @fastify/otel made it (its span), or none (an untraced path). */
function contextOf(request: FastifyRequest): Context {
  return request.opentelemetry().context ?? ROOT_CONTEXT;
}

function traced(span: Span, parent: Context): TracedSpan {
  return {
    setAttributes: (attributes) => span.setAttributes(attributes),
    fail: (reason) => span.setStatus({ code: SpanStatusCode.ERROR, message: reason }),
    contextHeaders() {
      const carrier: Record<string, string> = {};
      propagation.inject(trace.setSpan(parent, span), carrier);
      return carrier;
    },
    end: () => span.end(),
  };
}

/**
 * Runs `work` with `span` as the active span under `parent` (active for a context manager to
 * carry, TRACING_DETAIL=full: pg's spans join it); a throw fails the span; the span ends after.
 */
async function runInSpan<T>(span: Span, parent: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

function facade(tracer: Tracer): Tracing {
  const start = (request: FastifyRequest, name: string, attributes = {}) => {
    const parent = contextOf(request);
    return { span: tracer.startSpan(name, { attributes }, parent), parent };
  };
  return {
    inSpanOf(headers, name, attributes, work) {
      const parent = propagation.extract(ROOT_CONTEXT, headers);
      return runInSpan(tracer.startSpan(name, { attributes }, parent), parent, work);
    },
    inSpan(request, name, attributes, work) {
      const { span, parent } = start(request, name, attributes);
      return runInSpan(span, parent, () => work(traced(span, parent)));
    },
    start(request, name, attributes) {
      const { span, parent } = start(request, name, attributes);
      return traced(span, parent);
    },
    annotate(request, attributes) {
      request.opentelemetry().span?.setAttributes(attributes);
    },
  };
}

/** Tracing started: the app's facade, the Fastify plugin of @fastify/otel, and its end. */
export interface StartedTracing {
  tracing: Tracing;
  fastifyPlugin: FastifyPluginCallback;
  /** The request's trace and span, for its log lines (empty for an untraced path). */
  logFields(request: FastifyRequest): { trace_id?: string; span_id?: string };
  /** Sends the spans still buffered, then stops (the server's close). */
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK: spans batched to the OTLP/HTTP endpoint; each request a span of @fastify/otel's
 * (the caller's `traceparent` its parent; no span per hook: they cost more than they tell), the
 * page's steps explicit children of it. `full` detail adds what needs the active context carried
 * through every promise (AsyncLocalStorage, which costs every request on Node 20, traced or not):
 * Node's http server span around Fastify's, http client calls (passing `traceparent` on),
 * PostgreSQL's client (`pg`; the embedded PGlite has no instrumentation) and Redis (`ioredis`).
 */
export function startTracing(config: TracingConfig): StartedTracing {
  const full = config.detail === 'full';
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
  // null: no context manager, context.with() and active() cost nothing (requests detail).
  provider.register(full ? {} : { contextManager: null });

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
  const unpatch = patchInPlace(
    full
      ? [
          [httpInstrumentation, 'http', http],
          [httpInstrumentation, 'https', https],
          [pgInstrumentation, 'pg', pg],
          [redisInstrumentation, 'ioredis', Redis],
        ]
      : [],
  );

  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route) => isUntracedPath(route.url ?? '/'),
  });
  fastifyInstrumentation.setTracerProvider(provider);

  return {
    tracing: facade(provider.getTracer(SCOPE)),
    fastifyPlugin: fastifyInstrumentation.plugin(),
    logFields(request) {
      const span = request.opentelemetry().span;
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      // A trace that is not sampled is never exported: its ids would name nothing, and binding
      // them costs a child logger per request.
      if (!(traceFlags & TraceFlags.SAMPLED)) return {};
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
