// OpenTelemetry's SDK, loaded by tracing.plugin.ts only when tracing is on (nothing imports this
// module statically, so a server that does not trace never loads it).
import http from 'node:http';
import https from 'node:https';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
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
  RandomIdGenerator,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type IdGenerator,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TracingConfig } from '../../config';
import type { SpanAttributes, TracedSpan, Tracing } from './tracing';

/** The instrumentation scope of the spans this server starts itself (requests, pages, renders). */
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

/**
 * The SDK's random ids, except that the root span started next may be given the trace id its
 * request's sampling was decided on: the SDK's sampler, asked again by `startSpan` with the same
 * id, decides the same (the ratio samplers decide on the trace id).
 */
class DecidedTraceIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  private decided: string | undefined;

  generateSpanId(): string {
    return this.random.generateSpanId();
  }

  generateTraceId(): string {
    const id = this.decided ?? this.random.generateTraceId();
    this.decided = undefined;
    return id;
  }

  /** A new trace id, to decide on. */
  newTraceId(): string {
    return this.random.generateTraceId();
  }

  /** Runs `start` (a root span's start) with `traceId` as the trace id it is given. */
  startingWith<T>(traceId: string, start: () => T): T {
    this.decided = traceId;
    try {
      return start();
    } finally {
      this.decided = undefined;
    }
  }
}

/** A request the sampler kept: its `request` span, and the context its children start from. */
interface RequestTrace {
  span: Span;
  context: Context;
  /** An error was recorded on the span (its status says why). */
  failed: boolean;
}

/**
 * The traced requests (a request the sampler dropped has no entry: no span, no context, nothing of
 * OpenTelemetry is made for it).
 */
const requestTraces = new WeakMap<FastifyRequest, RequestTrace>();

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

/** What a layer's span is in a request that is not traced: nothing. */
const NO_SPAN: TracedSpan = {
  setAttributes: () => undefined,
  fail: () => undefined,
  contextHeaders: () => ({}),
  end: () => undefined,
};

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
  const startIn = (request: RequestTrace, name: string, attributes: SpanAttributes = {}) =>
    tracer.startSpan(name, { attributes }, request.context);
  return {
    traces: (request) => requestTraces.has(request),
    inSpanOf(headers, name, attributes, work) {
      const parent = propagation.extract(ROOT_CONTEXT, headers);
      return runInSpan(tracer.startSpan(name, { attributes }, parent), parent, work);
    },
    inSpan(request, name, attributes, work) {
      const requestTrace = requestTraces.get(request);
      if (!requestTrace) return work(NO_SPAN);
      const span = startIn(requestTrace, name, attributes);
      return runInSpan(span, requestTrace.context, () => work(traced(span, requestTrace.context)));
    },
    start(request, name, attributes) {
      const requestTrace = requestTraces.get(request);
      return requestTrace && traced(startIn(requestTrace, name, attributes), requestTrace.context);
    },
    annotate(request, attributes) {
      requestTraces.get(request)?.span.setAttributes(attributes);
    },
  };
}

/**
 * The span's ids on every later line of the request's log (the "incoming request" line came
 * before). Fastify gives each request a pino logger of its own, which `setBindings` extends in
 * place: a child logger per traced request cost more (a new prototype each time).
 */
function bindTraceIds(request: FastifyRequest, reply: FastifyReply, span: Span) {
  const { traceId, spanId } = span.spanContext();
  const ids = { trace_id: traceId, span_id: spanId };
  const log = request.log as { setBindings?: (bindings: Record<string, string>) => void };
  if (typeof log.setBindings === 'function' && reply.log === request.log) log.setBindings(ids);
  // The reply's logger writes "request completed": both must carry the ids.
  else request.log = reply.log = request.log.child(ids);
}

/**
 * Each request's `request` span, for the requests the sampler keeps only. The decision is made
 * once, in `onRequest`, before anything of OpenTelemetry is made: the caller's `traceparent` (or,
 * `full`, the http server's span) and a trace id go to the configured sampler, as the SDK would
 * ask it. A request it drops costs that decision and nothing else: no span, no context, no hook
 * after this one. A kept request gets its span (the caller's context its parent), the span's
 * ids on its log lines, and its span ended when the answer is written or the connection closes.
 */
function requestSpans(
  tracer: Tracer,
  sampler: Sampler,
  ids: DecidedTraceIds,
  full: boolean,
): FastifyPluginCallback {
  function begin(request: FastifyRequest): RequestTrace | undefined {
    // `full`: the http server's span is the active context (AsyncLocalStorage). Otherwise the
    // caller's, read only when there is one: most requests come without.
    const parent = full
      ? context.active()
      : request.headers.traceparent === undefined
        ? ROOT_CONTEXT
        : propagation.extract(ROOT_CONTEXT, request.headers);
    const parentSpan = trace.getSpanContext(parent);
    const root = !parentSpan || !trace.isSpanContextValid(parentSpan);
    const traceId = root ? ids.newTraceId() : parentSpan.traceId;
    // Under the http server's span (`full`, a parent of this process), the request is its part.
    const kind = root || parentSpan.isRemote ? SpanKind.SERVER : SpanKind.INTERNAL;
    const { decision } = sampler.shouldSample(parent, traceId, 'request', kind, {}, []);
    if (decision !== SamplingDecision.RECORD_AND_SAMPLED) return undefined;
    if (isUntracedPath(request.url)) return undefined;
    const route = request.routeOptions.url;
    const options = {
      kind,
      attributes: {
        'http.request.method': request.method,
        'url.path': request.url.split('?')[0] ?? '/',
        ...(route === undefined ? {} : { 'http.route': route }),
      },
    };
    const start = () => tracer.startSpan('request', options, parent);
    const span = root ? ids.startingWith(traceId, start) : start();
    if (!span.isRecording()) return undefined;
    return { span, context: trace.setSpan(parent, span), failed: false };
  }

  function end(request: FastifyRequest, reply: FastifyReply, { span, failed }: RequestTrace) {
    span.setAttribute('http.response.status_code', reply.statusCode);
    // A 5xx sent without a throw; a thrown error's status (with its message) stays.
    if (reply.statusCode >= 500 && !failed) span.setStatus({ code: SpanStatusCode.ERROR });
    if (!reply.raw.writableFinished) span.setAttribute('iper.request.aborted', true);
    requestTraces.delete(request);
    span.end();
  }

  const plugin: FastifyPluginCallback = (app, _options, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      const traced = begin(request);
      if (!traced) return next();
      requestTraces.set(request, traced);
      bindTraceIds(request, reply, traced.span);
      let ended = false;
      const ending = () => {
        if (ended) return;
        ended = true;
        end(request, reply, traced);
      };
      reply.raw.once('finish', ending);
      reply.raw.once('close', ending);
      // `full`: the rest of the request runs in its span's context, for pg's and http's spans.
      if (full) context.with(traced.context, next);
      else next();
    });
    // Only for a request that fails: a thrown error on its span, as @fastify/otel recorded it.
    app.addHook('onError', (request, _reply, error, next) => {
      const traced = requestTraces.get(request);
      if (traced) {
        traced.span.recordException(error);
        traced.span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
        traced.failed = true;
      }
      next();
    });
    done();
  };
  return fp(plugin, { name: 'iper-request-spans', fastify: '5.x' });
}

/** Tracing started: the app's facade, the Fastify plugin of the request spans, and its end. */
export interface StartedTracing {
  tracing: Tracing;
  fastifyPlugin: FastifyPluginCallback;
  /** Sends the spans still buffered, then stops (the server's close). */
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK: spans batched to the OTLP/HTTP endpoint; each request the sampler keeps a
 * `request` span (the caller's `traceparent` its parent), the page's steps explicit children of
 * it; a request it drops, nothing. `full` detail adds what needs the active context carried
 * through every promise (AsyncLocalStorage, which costs every request on Node 20, traced or not):
 * Node's http server span around the request's, http client calls (passing `traceparent` on),
 * PostgreSQL's client (`pg`; the embedded PGlite has no instrumentation) and Redis (`ioredis`).
 */
export function startTracing(config: TracingConfig): StartedTracing {
  const full = config.detail === 'full';
  const exporterOptions = { url: config.endpoint };
  const exporter =
    config.protocol === 'http/json'
      ? new JsonExporter(exporterOptions)
      : new ProtobufExporter(exporterOptions);
  const sampler = samplerOf(config);
  const ids = new DecidedTraceIds();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler,
    idGenerator: ids,
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
  const tracer = provider.getTracer(SCOPE);
  return {
    tracing: facade(tracer),
    fastifyPlugin: requestSpans(tracer, sampler, ids, full),
    async shutdown() {
      unpatch();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
