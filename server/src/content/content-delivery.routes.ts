import { CONTENT_MAX_PER_PAGE, CONTENT_PER_PAGE } from '@iper/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  contentVersion,
  FIELD_PATH,
  FILTER_OPERATIONS,
  findStories,
  findStory,
  isValidFilterValue,
  SORTABLE_PROPERTIES,
  toCdnStory,
  type FilterCondition,
  type FilterOperation,
  type SortOrder,
  type StoriesQuery,
} from './content-delivery.queries';
import type { PublicReadResult } from '../platform/public-reads/public-reads';

/*
 * The server's own Storyblok-compatible Content Delivery API (v2), mounted at /v2: the content
 * remote's storyblok-js-client talks to it exactly as it would to Storyblok, so switching to a
 * real space is a matter of configuration. Requests and responses follow the real service:
 * `token` and `version` in the query, `{ story | stories, cv, rels, links }` bodies, pagination in
 * the `total` and `per-page` headers, 401 for a bad token, 404 `["This record could not be found"]`.
 */

type Query = Record<string, string | string[] | undefined>;

class DeliveryError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value.at(-1) : value;
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function positiveInt(
  value: string | undefined,
  fallback: number,
  name: string,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new DeliveryError(400, { error: `${name} must be a positive integer` });
  }
  return Math.min(Number(value), max);
}

const FILTER_KEY = /^filter_query(\[__or\]\[\d*\])?\[([^\]]+)\]\[([^\]]+)\]$/;

/** filter_query[field][operation]=value and filter_query[__or][][field][operation]=value. */
function parseFilters(query: Query): { filters: FilterCondition[]; anyOf: FilterCondition[] } {
  const filters: FilterCondition[] = [];
  const anyOf: FilterCondition[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const match = FILTER_KEY.exec(key);
    if (!match) {
      if (key.startsWith('filter_query'))
        throw new DeliveryError(400, { error: `unsupported filter ${key}` });
      continue;
    }
    const [, orGroup, field = '', operation = ''] = match;
    if (!FIELD_PATH.test(field))
      throw new DeliveryError(400, { error: `bad filter field ${field}` });
    if (!(FILTER_OPERATIONS as readonly string[]).includes(operation)) {
      throw new DeliveryError(400, { error: `unsupported filter operation ${operation}` });
    }
    for (const value of Array.isArray(raw) ? raw : [raw ?? '']) {
      if (!isValidFilterValue(operation as FilterOperation, value)) {
        throw new DeliveryError(400, {
          error: `bad value for filter_query[${field}][${operation}]`,
        });
      }
      (orGroup ? anyOf : filters).push({ field, operation: operation as FilterOperation, value });
    }
  }
  return { filters, anyOf };
}

function parseSort(value: string | undefined): SortOrder | undefined {
  if (!value) return undefined;
  const [field = '', direction = 'asc', cast] = value.split(':');
  const isContentField =
    field.startsWith('content.') && FIELD_PATH.test(field.slice('content.'.length));
  if (!isContentField && !(SORTABLE_PROPERTIES as readonly string[]).includes(field)) {
    throw new DeliveryError(400, { error: `cannot sort by ${field}` });
  }
  if (direction !== 'asc' && direction !== 'desc')
    throw new DeliveryError(400, { error: `bad sort direction ${direction}` });
  if (cast !== undefined && cast !== 'int' && cast !== 'float')
    throw new DeliveryError(400, { error: `bad sort type ${cast}` });
  return { field: field as SortOrder['field'], direction, ...(cast ? { cast } : {}) };
}

export const contentDeliveryRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.config.content;

  /** Checks the token; answers whether drafts may be read (version=draft with the preview token). */
  function authorize(query: Query): boolean {
    const token = single(query, 'token');
    const version = single(query, 'version') ?? 'published';
    if (version !== 'published' && version !== 'draft')
      throw new DeliveryError(400, { error: 'version must be draft or published' });
    const isPreview = settings.previewToken !== undefined && token === settings.previewToken;
    if (!token || (token !== settings.deliveryToken && !isPreview))
      throw new DeliveryError(401, { error: 'Unauthorized' });
    if (version === 'draft' && !isPreview) throw new DeliveryError(401, { error: 'Unauthorized' });
    return version === 'draft';
  }

  function language(query: Query): string {
    const value = single(query, 'language');
    return value && /^[a-z]{2}(-[a-z]{2})?$/i.test(value) ? value : 'default';
  }

  /** An answer as the real service gives it (a public read: the route sends it, a render reads it). */
  function answer(body: unknown, headers: Record<string, string> = {}): PublicReadResult {
    return {
      status: 200,
      body,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'total, per-page',
        // Published content is cached briefly; the cv parameter busts it when stories change.
        'cache-control': 'public, max-age=60, stale-while-revalidate=300',
        ...headers,
      },
    };
  }

  function failure(error: unknown): PublicReadResult {
    if (error instanceof DeliveryError)
      return {
        status: error.statusCode,
        body: error.body,
        headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      };
    throw error;
  }

  async function listStories(query: Query): Promise<PublicReadResult> {
    try {
      const includeDrafts = authorize(query);
      const perPage = positiveInt(
        single(query, 'per_page'),
        CONTENT_PER_PAGE,
        'per_page',
        CONTENT_MAX_PER_PAGE,
      );
      const page = positiveInt(single(query, 'page'), 1, 'page');
      const isStartpage = single(query, 'is_startpage');
      const withTag = list(single(query, 'with_tag'));
      const storiesQuery: StoriesQuery = {
        startsWith: single(query, 'starts_with'),
        bySlugs: list(single(query, 'by_slugs')),
        excludingSlugs: list(single(query, 'excluding_slugs')),
        byUuids: list(single(query, 'by_uuids')),
        ...(withTag ? { withTags: withTag } : {}),
        ...(isStartpage === undefined
          ? {}
          : { isStartpage: isStartpage === '1' || isStartpage === 'true' }),
        ...parseFilters(query),
        searchTerm: single(query, 'search_term')?.slice(0, 200) || undefined,
        sortBy: parseSort(single(query, 'sort_by')),
        includeDrafts,
        page,
        perPage,
      };
      const [{ rows, total }, cv] = await Promise.all([
        findStories(app.db, storiesQuery),
        contentVersion(app.db),
      ]);
      const lang = language(query);
      return answer(
        { stories: rows.map((row) => toCdnStory(row, lang)), cv, rels: [], links: [] },
        {
          total: String(total),
          'per-page': String(perPage),
        },
      );
    } catch (error) {
      return failure(error);
    }
  }

  // Published stories are the same for every visitor: served from memory for a few seconds (the
  // key holds the token and version, so drafts never reach a published reader).
  const cached = { config: { responseCache: { tag: 'content', ttlSeconds: 10 } } };
  async function storyOrList(identifierPath: string, query: Query): Promise<PublicReadResult> {
    try {
      const identifier = identifierPath.replace(/\/$/, '');
      // `cdn/stories/` with nothing after it is the list, as on Storyblok.
      if (identifier === '') return await listStories(query);
      const includeDrafts = authorize(query);
      const findBy = single(query, 'find_by');
      if (findBy === 'uuid' && !/^[0-9a-f-]{36}$/i.test(identifier))
        throw new DeliveryError(404, ['This record could not be found']);
      const where =
        findBy === 'uuid'
          ? { uuid: identifier }
          : /^\d{1,9}$/.test(identifier) && findBy !== 'slug'
            ? { id: Number(identifier) }
            : { fullSlug: identifier };
      const [row, cv] = await Promise.all([
        findStory(app.db, where, includeDrafts),
        contentVersion(app.db),
      ]);
      if (!row) throw new DeliveryError(404, ['This record could not be found']);
      return answer({ story: toCdnStory(row, language(query)), cv, rels: [], links: [] });
    } catch (error) {
      return failure(error);
    }
  }

  // A server render reads the stories in-process (platform/public-reads), through the same code.
  app.publicReads.add(
    'GET',
    `${app.prefix}/cdn/stories`,
    ({ query }) => listStories(query),
    cached.config.responseCache,
  );
  app.publicReads.add(
    'GET',
    `${app.prefix}/cdn/stories/*`,
    ({ params, query }) => storyOrList(params['*'] ?? '', query),
    cached.config.responseCache,
  );
  app.get('/cdn/stories', cached, async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
    send(reply, await listStories(request.query)),
  );
  app.get(
    '/cdn/stories/*',
    cached,
    async (request: FastifyRequest<{ Querystring: Query; Params: { '*': string } }>, reply) =>
      send(reply, await storyOrList(request.params['*'] ?? '', request.query)),
  );

  app.get('/cdn/spaces/me', async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    try {
      authorize(request.query);
      const cv = await contentVersion(app.db);
      return send(
        reply,
        answer(
          { space: { id: 1, name: 'Iper', domain: '/', version: cv, language_codes: [] } },
          { 'cache-control': 'no-cache' },
        ),
      );
    } catch (error) {
      return send(reply, failure(error));
    }
  });
};

function send(reply: FastifyReply, result: PublicReadResult) {
  return reply
    .status(result.status)
    .headers(result.headers ?? {})
    .send(result.body);
}
