import { z } from 'zod';
import { emptyAsUnset, variable, type Shape } from './variables';

const PROTOCOLS = ['http/protobuf', 'http/json'] as const;
const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

const protocol = emptyAsUnset(
  z
    .enum([...PROTOCOLS, 'grpc'])
    .refine((value) => value !== 'grpc', {
      message: 'OTLP over gRPC is not supported: use http/protobuf (port 4318 of a collector)',
    })
    .transform((value) => value as (typeof PROTOCOLS)[number])
    .optional(),
);

/**
 * Traces (platform/tracing/, docs/operations.md), with OpenTelemetry's standard names. Off unless
 * an OTLP endpoint is named: then the SDK is loaded; otherwise not even that.
 */
export const tracingVariables = {
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: variable(
    emptyAsUnset(z.string().url().optional()),
    'where the traces go, the full address of an OTLP/HTTP receiver (`http://collector:4318/v1/traces`); setting it (or `OTEL_EXPORTER_OTLP_ENDPOINT`) turns tracing on',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(
    emptyAsUnset(z.string().url().optional()),
    'the OTLP/HTTP receiver’s base address (`http://collector:4318`): traces go to `<it>/v1/traces`',
  ),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: variable(
    protocol,
    '`http/protobuf` or `http/json` (`grpc` is refused); overrides `OTEL_EXPORTER_OTLP_PROTOCOL`',
    '`http/protobuf`',
  ),
  OTEL_EXPORTER_OTLP_PROTOCOL: variable(protocol, 'the same for every signal', '`http/protobuf`'),
  OTEL_TRACES_EXPORTER: variable(
    emptyAsUnset(z.enum(['otlp', 'none']).optional()),
    '`none` keeps tracing off whatever the endpoint; `otlp` alone turns it on towards `http://localhost:4318/v1/traces`',
  ),
  OTEL_SDK_DISABLED: variable(
    emptyAsUnset(z.enum(['true', 'false']).optional()),
    '`true` keeps tracing off whatever else is set',
    '`false`',
  ),
  OTEL_SERVICE_NAME: variable(
    z.string().min(1).default('iper-site'),
    'the service the spans belong to',
    '`iper-site`',
  ),
  OTEL_TRACES_SAMPLER: variable(
    emptyAsUnset(z.enum(SAMPLERS).default('parentbased_always_on')),
    'which requests are traced: `parentbased_traceidratio` with `OTEL_TRACES_SAMPLER_ARG=0.1` keeps one in ten (and follows the caller’s choice when a `traceparent` comes with the request)',
    '`parentbased_always_on`',
  ),
  TRACING_DETAIL: variable(
    emptyAsUnset(z.enum(['requests', 'full']).default('requests')),
    "`requests`: a span per request and per step of a page (resolve, render, compose, send), the render's API reads joined to it; `full` adds the http server's span, PostgreSQL's and Redis's spans and the `traceparent` of outgoing http calls, at a cost on every request, traced or not (docs/operations.md, \"Overhead\")",
    '`requests`',
  ),
  OTEL_TRACES_SAMPLER_ARG: variable(
    emptyAsUnset(z.coerce.number().min(0).max(1).default(1)),
    'the ratio of the `traceidratio` samplers, 0 to 1',
    '`1`',
  ),
};

export type TracesSampler = (typeof SAMPLERS)[number];

/** Where traces go and which are kept; `undefined` in ServerConfig: tracing is off. */
export interface TracingConfig {
  /** The OTLP/HTTP traces address, in full. */
  endpoint: string;
  protocol: (typeof PROTOCOLS)[number];
  serviceName: string;
  sampler: TracesSampler;
  samplerRatio: number;
  /** `full`: the context carried through every promise, for the http, pg and Redis spans. */
  detail: 'requests' | 'full';
}

type Parsed = z.output<z.ZodObject<Shape<typeof tracingVariables>>>;

/** The default of OTLP/HTTP receivers (a collector's port 4318). */
const DEFAULT_TRACES_ENDPOINT = 'http://localhost:4318/v1/traces';

export function tracingConfig(parsed: Parsed): TracingConfig | undefined {
  if (parsed.OTEL_SDK_DISABLED === 'true' || parsed.OTEL_TRACES_EXPORTER === 'none')
    return undefined;
  const base = parsed.OTEL_EXPORTER_OTLP_ENDPOINT;
  const endpoint =
    parsed.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined) ??
    (parsed.OTEL_TRACES_EXPORTER === 'otlp' ? DEFAULT_TRACES_ENDPOINT : undefined);
  if (!endpoint) return undefined;
  return {
    endpoint,
    protocol:
      parsed.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ??
      parsed.OTEL_EXPORTER_OTLP_PROTOCOL ??
      'http/protobuf',
    serviceName: parsed.OTEL_SERVICE_NAME,
    sampler: parsed.OTEL_TRACES_SAMPLER,
    samplerRatio: parsed.OTEL_TRACES_SAMPLER_ARG,
    detail: parsed.TRACING_DETAIL,
  };
}
