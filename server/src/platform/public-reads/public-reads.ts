import type { PublicReadAnswer, PublicReadRequest } from '@iper/contracts';
import type { FastifyBaseLogger } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { ResponseCache, ResponseCacheRouteConfig } from '../response-cache';
import type { Tracing } from '../tracing/tracing';
import { apiError, BAD_INPUT_MESSAGE, INTERNAL_ERROR_MESSAGE, sendApiNotFound } from '../errors';

/** What a public read is asked: the parts of a request an API route reads. */
export interface PublicReadInput {
  /** The path with its query string, as asked (`/api/flyers?storeId=…`). */
  url: string;
  params: Record<string, string | undefined>;
  /** As Fastify parses a query string: a repeated name gives an array. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Record<string, string>;
}

/** What a public read answers: what its API route sends. */
export interface PublicReadResult {
  status: number;
  /** Sent as JSON (a string is sent as it is). */
  body: unknown;
  headers?: Record<string, string>;
}

export type PublicRead = (input: PublicReadInput) => Promise<PublicReadResult>;

/** Fastify's own query-string shape: repeated names become arrays. */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const known = query[name];
    query[name] =
      known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

function bodyOf(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): PublicReadAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * The site's public reads (stores, flyers, job positions, the CMS, the site search): data that
 * is the same for every visitor, which a server render reads. Each is one function that its API
 * route answers with and that a render's read is answered with here, on the server's thread, with
 * no HTTP to ourselves: no socket, no hook run again, nothing that depends on the port
 * (docs/architecture.md, "Data in a server render"). A read that is not one of these is a 404:
 * nothing personal can be read by a render.
 */
export class PublicReads {
  private readonly router = FindMyWay({ ignoreTrailingSlash: false, caseSensitive: true });

  constructor(
    private readonly log: FastifyBaseLogger,
    /** The routes' response cache, once registered: a cached route's read shares its entries. */
    private readonly cache: () => ResponseCache | undefined,
    /** The server's traces, when on: a traced render's read is a `page.data` span of its render. */
    private readonly tracing: () => Tracing | undefined = () => undefined,
  ) {}

  /**
   * Called by the API routes as they are declared: `path` is the full one
   * (`/api/flyers/:flyerId`); `cache` the route's `responseCache`, if it has one.
   */
  add(
    method: 'GET' | 'POST',
    path: string,
    read: PublicRead,
    cache?: ResponseCacheRouteConfig,
  ): void {
    this.router.on(method, path, () => undefined, { read, cache, path });
  }

  /** Answers a render's read as its API route would have. */
  async answer(request: PublicReadRequest): Promise<PublicReadAnswer> {
    const questionMark = request.path.indexOf('?');
    const pathname = questionMark < 0 ? request.path : request.path.slice(0, questionMark);
    const found = this.router.find(request.method.toUpperCase() as HTTPMethod, pathname);
    if (!found) {
      this.log.warn(
        { method: request.method, path: pathname },
        'a server render asked for data that is not a public read',
      );
      return json(404, sendApiNotFound(pathname));
    }
    const body = bodyOf(request.body);
    if (!body.ok) return json(400, apiError(400, BAD_INPUT_MESSAGE));
    const { read, cache, path } = found.store as {
      read: PublicRead;
      cache?: ResponseCacheRouteConfig;
      path: string;
    };
    const make = async () => {
      const result = await read({
        url: request.path,
        params: found.params,
        query: queryOf(questionMark < 0 ? '' : request.path.slice(questionMark + 1)),
        body: body.value,
        headers: request.headers,
      });
      return json(result.status, result.body, result.headers);
    };
    const answer = () => {
      const responseCache = cache && this.cache();
      return responseCache
        ? responseCache.answer(
            { method: request.method.toUpperCase(), url: request.path, body: body.value },
            cache,
            make,
          )
        : make();
    };
    try {
      const tracing = request.headers.traceparent ? this.tracing() : undefined;
      return tracing
        ? await tracing.inSpanOf(
            request.headers,
            'page.data',
            { 'http.request.method': request.method, 'http.route': path },
            answer,
          )
        : await answer();
    } catch (error) {
      this.log.error({ err: error, path: pathname }, 'a public read failed in a server render');
      return json(500, apiError(500, INTERNAL_ERROR_MESSAGE));
    }
  }
}
