import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Largest request a route accepts, checked on the declared length before a byte is read (413). */
    maxRequestBytes?: number;
  }
}

/**
 * Refuses a request whose Content-Length is over its route's `config.maxRequestBytes` with a 413
 * before its body is read. JSON bodies already meet Fastify's bodyLimit this way; multipart
 * uploads stream past it, so upload routes declare their own ceiling (their files plus fields).
 */
export function registerRequestSizeGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config?.maxRequestBytes;
    const declared = Number(request.headers['content-length']);
    if (limit !== undefined && Number.isFinite(declared) && declared > limit) {
      const megabytes = Math.max(1, Math.floor(limit / (1024 * 1024)));
      throw Object.assign(new Error(`La richiesta è troppo grande: al massimo ${megabytes} MB.`), { statusCode: 413 });
    }
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: one in a path, query or JSON body would fail deep
 * in a query as a 500. It is refused up front as the bad input it is.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw Object.assign(new Error('La richiesta contiene caratteri non ammessi.'), { statusCode: 400 });
    }
  });
}
