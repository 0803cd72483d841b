import type { PublicReadAnswer, PublicReadRequest } from '@iper/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError, INTERNAL_ERROR_MESSAGE, sendApiNotFound } from '../platform/errors';
import type { ViewerReads } from './render/render-pool';

/**
 * What a render may read as its visitor: the API's reads (GET), but never the platform's admin,
 * identity's calls (sign-in, tokens, the CSRF cookie), the development and test-data helpers, the
 * metrics, nor the data export or the account deletion (the service worker's "never cached" set,
 * shell/src/offline/cache-rules.ts, and the operators' endpoints).
 */
const API_READ = /^\/api\//;
const NEVER =
  /^\/api\/(platform|auth|identity|dev|test-data|metrics)(\/|\?|$)|^\/api\/account\/(data-export|deletion)(\/|\?|$)/;

/** The visitor's headers a read of their data is asked with: who they are, their language. */
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'user-agent'] as const;
/** The render's trace context: the read joins the page's trace. */
const TRACE = ['traceparent', 'tracestate'] as const;

function json(status: number, body: unknown): PublicReadAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

/**
 * A signed-in visitor's page is drawn with their own data (their card and its barcode, their
 * coupons: docs/architecture.md, "Works as HTML first"). The render's reads of it are answered
 * here, for this request's visitor only: the API's own route, asked in-process (Fastify's
 * `inject`: no socket) with the visitor's cookies, so the same session check, the same rules and
 * the same answer as the browser's request, which the render never sees the cookies of. Only the
 * API's reads, never an operator's or identity's (NEVER); anything else is a 404. The render is
 * never cached nor shared
 * (render/page-renderer.ts).
 */
export function viewerReads(app: FastifyInstance, request: FastifyRequest): ViewerReads {
  const visitor: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') visitor[name] = value;
  }
  return async (read: PublicReadRequest) => {
    const path = read.path;
    const pathname = path.split('?')[0] ?? path;
    if (read.method.toUpperCase() !== 'GET' || !API_READ.test(path) || NEVER.test(path)) {
      request.log.warn(
        { method: read.method, path: pathname },
        'a render asked for data not its visitor’s',
      );
      return json(404, sendApiNotFound(pathname));
    }
    const trace: Record<string, string> = {};
    for (const name of TRACE) if (read.headers[name]) trace[name] = read.headers[name];
    try {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { ...visitor, ...trace },
        remoteAddress: request.ip,
      });
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'cache-control'] as const) {
        const value = response.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return { status: response.statusCode, headers, body: response.body };
    } catch (error) {
      request.log.error({ err: error, path: pathname }, 'a read of the visitor’s data failed');
      return json(500, apiError(500, INTERNAL_ERROR_MESSAGE));
    }
  };
}
