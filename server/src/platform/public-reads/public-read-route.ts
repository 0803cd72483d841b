import { ApiErrorSchema } from '@iper/contracts';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError, BAD_INPUT_MESSAGE, sendApiNotFound } from '../errors';
import type { PublicReadInput, PublicReadResult } from './public-reads';

interface ReadSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer's shape: the API route's and the render's are the same by construction. */
  response: z.ZodType;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What the read is given: its request's parts, validated by the route's schemas. */
export interface ReadRequest<S extends ReadSchemas> {
  params: Parsed<S['params']>;
  query: Parsed<S['querystring']>;
  body: Parsed<S['body']>;
}

export interface PublicReadRoute<S extends ReadSchemas> {
  method: 'GET' | 'POST';
  /** Under the plugin's prefix, as for `app.get`. */
  url: string;
  schema: S;
  config?: FastifyContextConfig;
  /** The answer's Cache-Control. */
  cacheControl: string;
  /** The 404's message when the read finds nothing (the generic one otherwise). */
  notFound?: string;
  /** The data, or undefined for a 404. */
  read(request: ReadRequest<S>): Promise<z.output<S['response']> | undefined>;
}

function notFoundBody(url: string, message: string | undefined) {
  const body = sendApiNotFound(url);
  return message ? { ...body, message } : body;
}

type Check =
  { ok: true; value: unknown } | { ok: false; issues: { path: string; message: string }[] };

function check(schema: z.ZodType | undefined, value: unknown, where: string): Check {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.') || where,
      message: issue.message,
    })),
  };
}

/**
 * A GET (or a POST that only reads) of public data, declared once: the API route the browser
 * calls, and the same read answered in-process to a server render (public-reads.ts). Both
 * validate with the route's schemas and shape the answer with its response schema, so the
 * browser's RTK Query and the render see the same data.
 */
export function publicReadRoute<S extends ReadSchemas>(
  app: FastifyInstance,
  route: PublicReadRoute<S>,
): void {
  const { params, querystring, body, response } = route.schema;
  app.publicReads.add(
    route.method,
    `${app.prefix}${route.url}`,
    async (input: PublicReadInput): Promise<PublicReadResult> => {
      const checks = [
        check(params, input.params, 'params'),
        check(querystring, input.query, 'querystring'),
        check(body, input.body, 'body'),
      ];
      const issues = checks.flatMap((each) => (each.ok ? [] : each.issues));
      if (issues.length > 0) return { status: 400, body: apiError(400, BAD_INPUT_MESSAGE, issues) };
      const [p, q, b] = checks.map((each) => (each.ok ? each.value : undefined));
      const data = await route.read({ params: p, query: q, body: b } as ReadRequest<S>);
      if (data === undefined) return { status: 404, body: notFoundBody(input.url, route.notFound) };
      return {
        status: 200,
        body: z.encode(response, data),
        headers: { 'cache-control': route.cacheControl },
      };
    },
    route.config?.responseCache,
  );
  app.route({
    method: route.method,
    url: route.url,
    ...(route.config ? { config: route.config } : {}),
    schema: {
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      response: { 200: response, 404: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const data = await route.read({
        params: request.params,
        query: request.query,
        body: request.body,
      } as ReadRequest<S>);
      if (data === undefined)
        return reply.status(404).send(notFoundBody(request.url, route.notFound));
      reply.header('cache-control', route.cacheControl);
      return data;
    },
  });
}
