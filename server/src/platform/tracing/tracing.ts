/** What a span may carry: plain values, from bounded sets (a route pattern, never an address). */
export type SpanAttributes = Record<string, string | number | boolean>;

/** A span the caller ends (a step of a page that is not one function call). */
export interface TracedSpan {
  setAttributes(attributes: SpanAttributes): void;
  /** Marks the span failed, with the reason in words. */
  fail(reason: string): void;
  end(): void;
}

/**
 * The server's traces as its layers use them (`app.tracing`, undefined when tracing is off, so a
 * layer traces nothing and no OpenTelemetry module is even loaded): spans in the request's trace,
 * and its trace context for work done elsewhere (a render thread). tracing-sdk.ts implements it.
 */
export interface Tracing {
  /** Runs `work` in a child span of the active one (the request's); a throw fails the span. */
  inSpan<T>(
    name: string,
    attributes: SpanAttributes,
    work: (span: TracedSpan) => Promise<T>,
  ): Promise<T>;
  /** A child span of the active one, started now; the caller ends it. */
  start(name: string, attributes?: SpanAttributes): TracedSpan;
  /** Adds attributes to the span active now (the request's). */
  annotate(attributes: SpanAttributes): void;
  /** The active span's W3C trace context (`traceparent`, `tracestate`), to hand to other work. */
  contextHeaders(): Record<string, string>;
}
