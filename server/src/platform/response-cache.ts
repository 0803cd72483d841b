import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuthorizer } from './admin-auth';

/**
 * A route opts in with `config: { responseCache: { tag: 'stores' } }`: its 200 answers are kept
 * in memory, serialized and pre-compressed, keyed by method, URL (and body, for the SPEC's POST
 * store lists), for `ttlSeconds` or until `app.responseCache.invalidate(tag)`; a route that changes
 * what a tag covers declares `config: { invalidatesResponseCache: ['stores'] }`. Only public,
 * identical-for-everyone answers belong here: the key ignores cookies, and an answer marked
 * `private` or `no-store` is never kept. With REDIS_URL an invalidation reaches every instance.
 */
export interface ResponseCacheRouteConfig {
  tag: string;
  /** How long an answer is reused before the route runs again (default 10 s). */
  ttlSeconds?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: ResponseCacheRouteConfig;
    invalidatesResponseCache?: string[];
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** A public read's answer as the cache keeps it (platform/public-reads). */
export interface CacheableAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ResponseCache {
  invalidate(tag?: string): void;
  /**
   * A server render's read of a cached route (platform/public-reads), from the same entries the
   * route's requests use (same key: method, URL, body), or made and kept as the route's answer.
   */
  answer(
    read: { method: string; url: string; body: unknown },
    config: ResponseCacheRouteConfig,
    make: () => Promise<CacheableAnswer>,
  ): Promise<CacheableAnswer>;
  /** Told of every invalidation (the HTML cache drops the pages that showed the data); returns an unsubscribe. */
  onInvalidate(listener: (tag: string | undefined) => void): () => void;
  readonly size: number;
}

interface CachedResponse extends PreparedBody {
  tag: string;
  expiresAt: number;
  headers: Record<string, string>;
}

const DEFAULT_TTL_SECONDS = 10;
const MAX_ENTRIES = 2_000;
/** Memory the cache may hold: any query string makes a new key, so it is bounded by bytes too. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const COMPRESS_FROM_BYTES = 1024;
/** Headers a handler sets that belong to the answer itself and are replayed from the cache. */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'total',
  'per-page',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'content-disposition',
];
const INVALIDATION_CHANNEL = 'cache-invalidation';
/** The message that invalidates every tag (tags are words: it cannot be one). */
const EVERY_TAG = '*';
const HIT = Symbol('responseCacheHit');
const KEY = Symbol('responseCacheKey');

type CacheRequest = FastifyRequest & { [KEY]?: string; [HIT]?: boolean };

function strongHash(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** A body once, in every encoding a browser may ask for, with its weak ETag. */
export interface PreparedBody {
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export function prepareBody(identity: Buffer): PreparedBody {
  return {
    etag: `W/"${strongHash(identity)}"`,
    identity,
    ...(identity.length >= COMPRESS_FROM_BYTES
      ? {
          gzip: gzipSync(identity, { level: 6 }),
          br: brotliCompressSync(identity, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 6,
              [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          }),
        }
      : {}),
  };
}

/** Sends a prepared body: 304 when If-None-Match holds its ETag, else the best encoding accepted. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'Accept-Encoding');
  const fresh = reply.statusCode === 200 && (request.method === 'GET' || request.method === 'HEAD');
  if (fresh && etagMatches(request.headers['if-none-match'], body.etag)) {
    return reply.status(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? body[encoding] : undefined;
  if (encoding && encoded) reply.header('content-encoding', encoding);
  return reply.send(encoded ?? body.identity);
}

/** If-None-Match holds the answer's ETag (weak comparison, as RFC 9110 says for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

export function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  const offered = accept.split(',').map((part) => part.trim().split(';'));
  const allowed = (name: string) =>
    offered.some(
      ([coding, ...params]) =>
        coding === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)),
    );
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

function cacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const body =
    request.method === 'GET' || request.body === undefined || request.body === null
      ? ''
      : JSON.stringify(request.body);
  return `${request.method} ${request.url} ${body}`;
}

function storableAnswer(answer: CacheableAnswer): boolean {
  return (
    answer.status === 200 &&
    !/no-store|private/.test(answer.headers['cache-control'] ?? '') &&
    Buffer.byteLength(answer.body) <= MAX_BODY_BYTES
  );
}

function storable(reply: FastifyReply): boolean {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return (
    reply.statusCode === 200 &&
    !/no-store|private/.test(cacheControl) &&
    !reply.hasHeader('set-cookie')
  );
}

function send(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): FastifyReply {
  reply.headers(entry.headers).status(200);
  return sendPrepared(request, reply, entry);
}

/** The cache plugin: register it at the root, before @fastify/compress and before the routes. */
async function responseCache(app: FastifyInstance): Promise<void> {
  const entries = new Map<string, CachedResponse>();
  let totalBytes = 0;
  const sizeOf = (entry: CachedResponse) =>
    entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= sizeOf(entry);
    entries.delete(key);
  };

  const listeners = new Set<(tag: string | undefined) => void>();
  const invalidateHere = (tag: string | undefined) => {
    for (const [key, entry] of entries) if (tag === undefined || entry.tag === tag) remove(key);
    for (const listener of listeners) listener(tag);
  };
  // Several instances (REDIS_URL): an invalidation here reaches the others' caches, and their
  // listeners (the HTML cache) too; back from a Redis outage, whatever was missed is dropped.
  const shared = app.hasDecorator('shared') ? app.shared : undefined;
  shared?.subscribe(INVALIDATION_CHANNEL, (message) =>
    invalidateHere(message === EVERY_TAG ? undefined : message),
  );
  shared?.onReconnect(() => invalidateHere(undefined));
  const cache: ResponseCache = {
    invalidate(tag) {
      invalidateHere(tag);
      void shared?.publish(INVALIDATION_CHANNEL, tag ?? EVERY_TAG);
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return entries.size;
    },
    async answer(read, config, make) {
      const key = cacheKey(read);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now())
        return { status: 200, headers: entry.headers, body: entry.identity.toString('utf8') };
      const made = await make();
      if (storableAnswer(made)) keep(key, Buffer.from(made.body), made.headers, config);
      return made;
    },
  };
  app.decorate('responseCache', cache);

  /** Keeps an answer under its key, the oldest making room. */
  function keep(
    key: string,
    identity: Buffer,
    headers: Record<string, string>,
    config: ResponseCacheRouteConfig,
  ): CachedResponse {
    const entry: CachedResponse = {
      ...prepareBody(identity),
      tag: config.tag,
      expiresAt: Date.now() + (config.ttlSeconds ?? DEFAULT_TTL_SECONDS) * 1000,
      headers,
    };
    remove(key);
    // Oldest first: a Map iterates in insertion order.
    while (
      entries.size > 0 &&
      (entries.size >= MAX_ENTRIES || totalBytes + sizeOf(entry) > MAX_TOTAL_BYTES)
    ) {
      remove(entries.keys().next().value as string);
    }
    entries.set(key, entry);
    totalBytes += sizeOf(entry);
    return entry;
  }

  function lookup(request: CacheRequest, reply: FastifyReply, done: () => void): void {
    const key = cacheKey(request);
    request[KEY] = key;
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) {
      request[HIT] = true;
      send(request, reply, entry); // answered: the route's handler does not run
      return;
    }
    if (entry) remove(key);
    done();
  }

  function store(config: ResponseCacheRouteConfig) {
    return async function onSend(request: CacheRequest, reply: FastifyReply, payload: unknown) {
      if (request[HIT] || !request[KEY] || !storable(reply)) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      if (identity.length > MAX_BODY_BYTES) return payload;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const entry = keep(request[KEY], identity, headers, config);
      reply.header('etag', entry.etag).header('vary', 'Accept-Encoding');
      if (request.method === 'GET' && etagMatches(request.headers['if-none-match'], entry.etag)) {
        reply.status(304);
        return '';
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = encoding ? entry[encoding] : undefined;
      if (encoding && body) {
        reply.header('content-encoding', encoding);
        return body;
      }
      return payload;
    };
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as
      { responseCache?: ResponseCacheRouteConfig; invalidatesResponseCache?: string[] } | undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (
      config?.responseCache &&
      methods.every((method) => method === 'GET' || method === 'POST' || method === 'HEAD')
    ) {
      const cacheConfig = config.responseCache;
      const isGet = methods.includes('GET') || methods.includes('HEAD');
      // GET answers come back before anything else runs; a POST list waits for its parsed body,
      // not for its validation: only a body that once validated and answered 200 has an entry.
      const hook = (request: FastifyRequest, reply: FastifyReply, done: () => void): void =>
        lookup(request, reply, done);
      if (isGet) route.onRequest = [...asArray(route.onRequest), hook];
      else route.preValidation = [hook, ...asArray(route.preValidation)];
      route.onSend = [store(cacheConfig), ...asArray(route.onSend)];
    }
    const tags = config?.invalidatesResponseCache;
    if (tags?.length) {
      route.onResponse = [
        ...asArray(route.onResponse),
        async (_request: FastifyRequest, reply: FastifyReply) => {
          if (reply.statusCode < 400) for (const tag of tags) cache.invalidate(tag);
        },
      ];
    }
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

// Not encapsulated: the onRoute hook and the decoration reach every module.
export const responseCachePlugin = fp(responseCache, {
  name: 'iper-response-cache',
  fastify: '5.x',
});

const InvalidationBodySchema = z.object({
  /** The tags to drop ('content', 'stores', 'flyers'); none: every cached answer. */
  tags: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'Un tag è una parola: content, stores…'))
    .max(20)
    .optional(),
});

/**
 * POST /api/platform/cache/invalidate `{ "tags": ["content"] }`: what a CMS publish webhook or an
 * operator calls after changing data behind the server's back. It drops those answers (and the
 * pages showing them) on every instance. Bearer PLATFORM_ADMIN_TOKEN; without it, no such route.
 */
export const cacheInvalidationRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.platformAdminToken;
  if (!token) return;
  app.post(
    '/platform/cache/invalidate',
    {
      onRequest: adminAuthorizer(token),
      schema: {
        body: InvalidationBodySchema,
        response: { 200: z.object({ invalidated: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      const tags = request.body.tags;
      if (tags?.length) for (const tag of tags) app.responseCache.invalidate(tag);
      else app.responseCache.invalidate();
      reply.header('cache-control', 'no-store');
      return { invalidated: tags?.length ? tags : ['*'] };
    },
  );
};
