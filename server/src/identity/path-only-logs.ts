import type { FastifyRequest } from 'fastify';

/**
 * Request logs of identity routes keep the path only: query strings may carry codes or tokens (a
 * provider's callback, a reset link).
 */
export const pathOnlyLogSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
  },
};
