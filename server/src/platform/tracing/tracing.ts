import type { FastifyRequest } from 'fastify';

/** What a span may carry: plain values, from bounded sets (a route pattern, never an address). */
export type SpanAttributes = Record<string, string | number | boolean>;

/** A span the caller ends (a step of a page that is not one function call). */
export interface TracedSpan {
  setAttributes(attributes: SpanAttributes): void;
  /** Marks the span failed, with the reason in words. */
  fail(reason: string): void;
  /** Its W3C trace context (`traceparent`...), for work done elsewhere in its name. */
  contextHeaders(): Record<string, string>;
  end(): void;
}

/**
 * The server's traces as its layers use them (`app.tracing`, undefined when tracing is off, so a
 * layer traces nothing and no OpenTelemetry module is even loaded): spans in a request's trace,
 * children of its span, named explicitly (tracing-sdk.ts: the request's context is not carried
 * through every promise unless TRACING_DETAIL=full, which costs more). A request the sampler did
 * not keep has no trace: its spans are not made at all.
 */
export interface Tracing {
  /** Whether the request is traced (the sampler kept it): a layer may skip its preparations. */
  traces(request: FastifyRequest): boolean;
  /**
   * Runs `work` in a child span of the request's; a throw fails the span. In a request that is not
   * traced, runs `work` with a span that records nothing.
   */
  inSpan<T>(
    request: FastifyRequest,
    name: string,
    attributes: SpanAttributes,
    work: (span: TracedSpan) => Promise<T>,
  ): Promise<T>;
  /**
   * Runs `work` in a span whose parent comes from W3C trace headers (`traceparent`): work done in
   * another's name, such as a render worker's read answered in-process (platform/public-reads).
   */
  inSpanOf<T>(
    headers: Record<string, string>,
    name: string,
    attributes: SpanAttributes,
    work: () => Promise<T>,
  ): Promise<T>;
  /** A child span of the request's, started now, the caller ends it; undefined: not traced. */
  start(request: FastifyRequest, name: string, attributes?: SpanAttributes): TracedSpan | undefined;
  /** Adds attributes to the request's span. */
  annotate(request: FastifyRequest, attributes: SpanAttributes): void;
}
