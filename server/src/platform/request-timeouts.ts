import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send a whole request (headers and body): REQUEST_TIMEOUT_SECONDS
 * (`app.config.requestTimeoutMs`), 120 s by default — a 28 MB job application over a slow 2 Mbit/s upload still fits. Past it Node
 * answers 408 and closes the connection, so a body trickled a byte every few seconds (which never
 * trips an idle timeout) cannot hold a connection and its buffers for ever. Node checks the
 * deadlines every `connectionsCheckingInterval` (30 s by default; 1 s here, or the timeout would
 * be off by up to 30 s), and the headers' own deadline must not exceed it: with Node's default
 * 60 s headers timeout over a shorter request timeout, Node never expires the request at all.
 */
export function requestTimeoutOptions(requestTimeout: number): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(1000, requestTimeout / 2),
    },
  };
}
