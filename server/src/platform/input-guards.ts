import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
async function requestSizeGuard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config?.maxRequestBytes;
    const declared = Number(request.headers['content-length']);
    if (limit !== undefined && Number.isFinite(declared) && declared > limit) {
      const megabytes = Math.max(1, Math.floor(limit / (1024 * 1024)));
      throw Object.assign(new Error(`La richiesta è troppo grande: al massimo ${megabytes} MB.`), {
        statusCode: 413,
      });
    }
  });
}

/** How deep a JSON body may nest. The site's own bodies stay under 6 levels, Algolia's filters under 4. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'La richiesta contiene caratteri non ammessi.';
export const TOO_DEEP_MESSAGE = 'La richiesta contiene dati annidati troppo in profondità.';

/**
 * What in a parsed value would break the code after it, as the 400 message to send: a NUL
 * character (PostgreSQL text cannot hold one: it fails deep in a query as a 500) or nesting past
 * MAX_JSON_DEPTH (recursive code after the parser — the response cache's key, zod, the
 * serializer — overflows the stack on ~5,000 levels). Walked with a stack of its own, never by
 * recursion, for the same reason. Multipart fields and file names go through it too.
 */
export function inputProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return NUL_MESSAGE;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      // (Raw bytes a parser may hand over are not structure to walk.)
      if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return NUL_MESSAGE;
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Every route's path, query and parsed body (JSON, or the text/plain JSON of the search and
 * analytics endpoints) pass inputProblem before validation and before the response cache builds
 * its key: one guard for every body, refused as the bad input it is (400).
 */
async function parsedInputGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const problem =
      inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw Object.assign(new Error(problem), { statusCode: 400 });
  });
}

export const requestSizeGuardPlugin = fp(requestSizeGuard, {
  name: 'iper-request-size-guard',
  fastify: '5.x',
});
export const parsedInputGuardPlugin = fp(parsedInputGuard, {
  name: 'iper-parsed-input-guard',
  fastify: '5.x',
});
