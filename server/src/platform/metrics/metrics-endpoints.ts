import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { adminAuthorizer } from '../admin-auth';

/** Where Prometheus asks on the site's port (METRICS_TOKEN). */
export const METRICS_API_PATH = '/api/metrics';
/** Where Prometheus asks on the metrics port (METRICS_PORT): the exporters' usual path. */
export const METRICS_PORT_PATH = '/metrics';

/**
 * `/api/metrics` on the site's port, to `Authorization: Bearer <METRICS_TOKEN>` only: the figures
 * tell an attacker which routes fail and which versions run, so they are never public.
 */
export function serveMetricsBehindToken(
  app: FastifyInstance,
  registry: Registry,
  token: string,
): void {
  const authorize = adminAuthorizer(
    token,
    'Serve il token delle metriche (Authorization: Bearer …).',
  );
  app.get(METRICS_API_PATH, { onRequest: authorize }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
}

/**
 * `/metrics` on METRICS_PORT of HOST, a plain HTTP server of its own: what the load balancer
 * exposes never reaches it, and the site's hooks (rate limits, security headers) do not run for a
 * scrape. It listens once the app is ready (a port already taken stops the start) and closes
 * with the app.
 */
export function serveMetricsOnOwnPort(
  app: FastifyInstance,
  registry: Registry,
  port: number,
): void {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || pathname !== METRICS_PORT_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics not collected');
        response.writeHead(500).end();
      },
    );
  });
  app.decorate('metricsPort', () => (server.address() as AddressInfo | null)?.port);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, app.config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info(
      { port: (server.address() as AddressInfo).port },
      'metrics served on their own port',
    );
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the metrics server listens on (METRICS_PORT; tests ask for 0, any free port). */
    metricsPort?: () => number | undefined;
  }
}
