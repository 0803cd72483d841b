import { METHODS } from 'node:http';
import { matchSiteRoute } from '@iper/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The label of a request that matched no route: every made-up address is this one series. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The pages' catch-all (pages.plugin.ts): its pages are labelled by the route table instead. */
const SITE_CATCH_ALL = '/*';
/** A file's address (the shell's files under the catch-all): no page, no route-table pattern. */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;
const KNOWN_METHODS = new Set(METHODS);

/** Seconds: an API answer takes milliseconds, a server-rendered page up to SSR_TIMEOUT_MS. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route a request is counted under: the pattern it matched (`/api/stores/:id`), never its
 * address, so a crawler or a scanner asking for a million addresses adds no series. A page is
 * counted under its route-table pattern (`/punti-vendita/:slug`), a bounded set like the routes.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return UNMATCHED_ROUTE;
  if (pattern !== SITE_CATCH_ALL) return pattern;
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  if (FILE_NAME.test(pathname)) return SITE_CATCH_ALL;
  return matchSiteRoute(pathname)?.definition.path ?? SITE_CATCH_ALL;
}

/** Node's parser knows a fixed list of methods; anything else would be one more series. */
function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : 'OTHER';
}

/**
 * `http_request_duration_seconds` by method, route pattern and status, from the moment Fastify
 * received the request to the last byte handed to the socket (`reply.elapsedTime`, which Fastify
 * keeps anyway): one hook, registered only when metrics are on, and a callback rather than an
 * async function (no promise per request).
 */
export function countHttpRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: methodLabel(request.method),
        route: routeLabel(request),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
