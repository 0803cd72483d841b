import type { FastifyInstance } from 'fastify';

/**
 * Makes a plugin scope the signed-in customer's own: each of its routes answers 401 without a
 * session, and what they answer (personal data) is never kept by a cache. Call it first thing
 * in an `app.register` callback; CSRF checks stay with the caller (a scope or the whole plugin).
 */
export function onlyForSignedInUser(scope: FastifyInstance): void {
  scope.addHook('preHandler', scope.identity.requireUser);
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
