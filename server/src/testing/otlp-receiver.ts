import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the tests look at it: ids in hex, attributes as plain values. */
export interface ReceivedSpan {
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}

interface OtlpJson {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: { key: string; value: OtlpValue }[];
      }[];
    }[];
  }[];
}

function plain(value: OtlpValue): string | number | boolean {
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.doubleValue ?? value.boolValue ?? '';
}

/**
 * A stand-in for an OpenTelemetry collector (none is packaged for Debian): an OTLP/HTTP receiver
 * on 127.0.0.1 that keeps the spans posted to /v1/traces as JSON (`http/json`) and counts the
 * protobuf bodies it is sent, which it does not decode.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  protobufRequests = 0;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const type = request.headers['content-type'] ?? '';
        if (request.url !== '/v1/traces') response.writeHead(404).end();
        else if (type.startsWith('application/json')) {
          this.keep(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson);
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else {
          this.protobufRequests += 1;
          response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /**
   * The spans of one trace, once those named have all arrived (the SDK sends in batches), or
   * what has arrived after `timeoutMs`.
   */
  async trace(traceId: string, names: string[], timeoutMs = 10_000): Promise<ReceivedSpan[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.spans.filter((span) => span.traceId === traceId);
      const arrived = names.every((name) => found.some((span) => span.name === name));
      if (arrived || Date.now() > until) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private keep(body: OtlpJson): void {
    for (const resource of body.resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          this.spans.push({
            scope: scope.scope?.name ?? '',
            name: span.name,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            attributes: Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [key, plain(value)]),
            ),
          });
  }
}
