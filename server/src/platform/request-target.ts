import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `http://host/path?query`: the request line a client sends to a proxy (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Every request's target in origin form (`/path?query`) before anything reads it. A client may
 * send the absolute form (`GET http://evil.example/x/ HTTP/1.1`): Fastify routes it by its path,
 * but `request.url` keeps the other site's address, and a redirect built from it (the trailing
 * slash's) would send the visitor there. The authority is dropped, never used: this server answers
 * for its own site only. Runs of slashes in the path are the page redirects' business (they
 * collapse them with `canonicalPageUrl` from `@iper/routes`).
 */
async function requestTargetGuard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const target = request.raw.url ?? '/';
    if (!ABSOLUTE_FORM.test(target)) return;
    const authority = target.indexOf('/', target.indexOf('//') + 2);
    request.raw.url = authority === -1 ? '/' : target.slice(authority);
  });
}

export const requestTargetGuardPlugin = fp(requestTargetGuard, {
  name: 'iper-request-target-guard',
  fastify: '5.x',
});
