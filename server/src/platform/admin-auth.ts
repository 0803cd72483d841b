import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who acts on the platform: the request's address and the name the CLI gives. */
export interface Actor {
  ip: string;
  name: string | null;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function clientError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * The platform admin API's check: `Authorization: Bearer <PLATFORM_ADMIN_TOKEN>`, compared in
 * constant time; anything else is a 401.
 */
export function adminAuthorizer(
  token: string,
  refusal = 'Serve il token di amministrazione della piattaforma (Authorization: Bearer …).',
): (request: FastifyRequest) => Promise<void> {
  const expected = digest(`Bearer ${token}`);
  return async (request) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) throw clientError(401, refusal);
  };
}

const ACTOR_NAME = /^[\p{L}\p{N} ._@'-]{1,80}$/u;

/** Who acts: the request's address, and the name the CLI sends in X-Platform-Actor (if sensible). */
export function actorOf(request: FastifyRequest): Actor {
  const name = request.headers['x-platform-actor'];
  return {
    ip: request.ip,
    name: typeof name === 'string' && ACTOR_NAME.test(name) ? name : null,
  };
}
