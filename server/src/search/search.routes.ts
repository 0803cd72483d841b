import {
  MultipleQueriesBodySchema,
  SearchParamsSchema,
  type SearchQuerySchema,
  SingleQueryBodySchema,
  type SearchParams,
  type SearchResult,
} from '@iper/contracts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { romeToday } from '../flyers/flyer-dates';
import type { RateLimit } from '../config';
import { registerRateLimit, routeRateLimit } from '../platform/rate-limit';
import { databaseTurns } from './database-turns';
import { FilterSyntaxError } from './search-filters';
import { SEARCH_LIMITS, searchBudgetProblem } from './search-limits';
import { HIGHLIGHTED_ATTRIBUTES, refreshSearchIndices, type SearchIndices } from './search-indices';
import { searchIndex } from './search.queries';

/** An error in Algolia's shape: `{ message, status }`. */
class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const JSON_ARRAY_PARAMS = new Set([
  'facetFilters',
  'attributesToRetrieve',
  'attributesToHighlight',
  'facets',
  'numericFilters',
  'tagFilters',
  'optionalFilters',
  'analyticsTags',
  'ruleContexts',
]);

/** The legacy `params` string ('query=pasta&hitsPerPage=5&facetFilters=%5B...%5D') as an object. */
function parseParamsString(params: string | undefined): Record<string, unknown> {
  if (!params) return {};
  // The keys are the client's: no prototype, so `__proto__` or `constructor` are plain keys that
  // the schema below then refuses or ignores.
  const parsed: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(params)) {
    if (JSON_ARRAY_PARAMS.has(key) && value.startsWith('[')) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        throw new SearchApiError(400, `Invalid value for parameter ${key}`);
      }
    } else parsed[key] = value;
  }
  return parsed;
}

function searchParamsOf(request: Record<string, unknown>): SearchParams {
  const { params, indexName: _indexName, type: _type, ...rest } = request;
  const merged = { ...parseParamsString(typeof params === 'string' ? params : undefined), ...rest };
  const result = SearchParamsSchema.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new SearchApiError(
      400,
      `Invalid value for parameter ${issue.path.join('.') || 'params'}: ${issue.message}`,
    );
  }
  return result.data;
}

function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new SearchApiError(
      400,
      `Invalid request body: ${issue.path.join('.') || 'body'} ${issue.message}`,
    );
  }
  return result.data;
}

/**
 * Search requests per SEARCH_RATE_LIMIT_WINDOW_SECONDS (60) counted per API key and client
 * address: SEARCH_RATE_LIMIT_MAX, 300 by default (five a second, more than anyone types).
 */
export function searchRateLimit(limit: RateLimit) {
  return {
    ...routeRateLimit(limit),
    keyGenerator: (request: FastifyRequest) =>
      `${header(request, 'x-algolia-api-key') ?? ''}|${request.ip}`,
  };
}

function header(
  request: Pick<FastifyRequest, 'headers' | 'query'>,
  name: string,
): string | undefined {
  const fromHeader = request.headers[name];
  if (typeof fromHeader === 'string') return fromHeader;
  // Algolia also takes the credentials as query parameters (any case).
  const query = request.query as Record<string, unknown>;
  const key = Object.keys(query).find((k) => k.toLowerCase() === name);
  const value = key ? query[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The embedded site search: answers Algolia's search API (`POST /1/indexes/*\/queries` and
 * `POST /1/indexes/{indexName}/query`) over PostgreSQL full-text search, so algoliasearch's lite
 * client in the browser works the same against this server or against Algolia (SPEC §7).
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { appId, apiKey, indices } = app.config.search;
  const kindOf = new Map<string, keyof SearchIndices>(
    (Object.entries(indices) as [keyof SearchIndices, string][]).map(([kind, name]) => [
      name,
      kind,
    ]),
  );

  // The client posts JSON as text/plain (a "simple" request: no CORS preflight for the body type).
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: SEARCH_LIMITS.bodyBytes },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new SearchApiError(400, 'Invalid JSON in request body'), undefined);
      }
    },
  );

  app.setErrorHandler((error: FastifyError | SearchApiError, request, reply) => {
    if (error instanceof SearchApiError)
      return reply.status(error.status).send({ message: error.message, status: error.status });
    if (error instanceof FilterSyntaxError)
      return reply.status(400).send({ message: error.message, status: 400 });
    const status =
      'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'search failed');
    return reply
      .status(status)
      .send({ message: status >= 500 ? 'Internal error' : error.message, status });
  });

  function checkCredentials(request: Pick<FastifyRequest, 'headers' | 'query'>): void {
    if (
      header(request, 'x-algolia-application-id') !== appId ||
      header(request, 'x-algolia-api-key') !== apiKey
    ) {
      throw new SearchApiError(403, 'Invalid Application-ID or API key');
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') return;
    checkCredentials(request);
  });

  // The product index follows the flyer weeks: checked once a day per process, rebuilt when a week turns.
  let refreshedFor: string | undefined;
  let refreshing: Promise<unknown> | undefined;
  async function freshIndices(): Promise<void> {
    const today = romeToday();
    if (refreshedFor === today) return;
    refreshing ??= app.db
      .transaction()
      .execute((trx) => refreshSearchIndices(trx, indices, today))
      .then(() => {
        refreshedFor = today;
      })
      .finally(() => {
        refreshing = undefined;
      });
    await refreshing;
  }

  const turns = databaseTurns(
    SEARCH_LIMITS.requestsWaiting,
    () => new SearchApiError(429, 'Too many searches in progress: retry in a moment'),
  );

  async function run(indexName: string, params: SearchParams): Promise<SearchResult> {
    const kind = kindOf.get(indexName);
    if (!kind) throw new SearchApiError(404, 'Index does not exist');
    return searchIndex(app.db, indexName, params, HIGHLIGHTED_ATTRIBUTES[kind]);
  }

  function withinBudget(queries: SearchParams[]): void {
    const problem = searchBudgetProblem(queries);
    if (problem) throw new SearchApiError(400, problem);
  }

  app.options('/indexes/*', async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header(
        'access-control-allow-headers',
        'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
      )
      .header('access-control-max-age', '86400')
      .status(204)
      .send(),
  );

  /** The answer to a search request (`*\/queries` or `{indexName}/query`), or a SearchApiError. */
  async function answer(path: string, requestBody: unknown): Promise<unknown> {
    // The budget is checked before any work, the daily index check included.
    if (path === '*/queries') {
      const body = parseBody(MultipleQueriesBodySchema, requestBody);
      const queries = body.requests.map((entry: z.infer<typeof SearchQuerySchema>) => {
        if (entry.type === 'facet')
          throw new SearchApiError(
            400,
            'Facet search (type: facet) is not supported by this engine',
          );
        return { indexName: entry.indexName, params: searchParamsOf(entry) };
      });
      withinBudget(queries.map((query) => query.params));
      const unknown = queries.find((q) => !kindOf.has(q.indexName));
      if (unknown) throw new SearchApiError(404, 'Index does not exist');
      await freshIndices();
      // Every query runs, whatever the strategy: callers index results by position.
      const results = await turns.run(async () => {
        const answered: SearchResult[] = [];
        for (const query of queries) {
          answered.push(await run(query.indexName, query.params));
          // PGlite answers through promises that are already settled: without a real yield, a
          // request's queries run back to back as one block and no other request is even read.
          await yieldToEventLoop();
        }
        return answered;
      });
      return { results };
    }
    const single = /^([^/]+)\/query$/.exec(path);
    if (!single) throw new SearchApiError(404, 'Not found');
    const body = parseBody(SingleQueryBodySchema, requestBody ?? {});
    const params = searchParamsOf(body);
    withinBudget([params]);
    await freshIndices();
    return turns.run(() => run(decodeURIComponent(single[1]!), params));
  }

  // A server render's search (the results page) is answered in-process (platform/public-reads),
  // by the same code and with the same credentials check; its errors are the API's.
  app.publicReads.add('POST', `${app.prefix}/indexes/*`, async (request) => {
    const headers = { 'access-control-allow-origin': '*' };
    try {
      checkCredentials(request);
      return { status: 200, body: await answer(request.params['*'] ?? '', request.body), headers };
    } catch (error) {
      if (error instanceof SearchApiError || error instanceof FilterSyntaxError) {
        const status = error instanceof SearchApiError ? error.status : 400;
        return { status, body: { message: error.message, status }, headers };
      }
      throw error;
    }
  });

  await registerRateLimit(app);
  app.post(
    '/indexes/*',
    {
      bodyLimit: SEARCH_LIMITS.bodyBytes,
      config: { rateLimit: searchRateLimit(app.config.rateLimits.search) },
    },
    async (request: FastifyRequest, reply: FastifyReply) =>
      reply.send(await answer((request.params as { '*': string })['*'], request.body)),
  );
};
