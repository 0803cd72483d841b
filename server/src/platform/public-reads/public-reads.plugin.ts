import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublicReads } from './public-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads a server render is answered with in-process (public-reads.ts). */
    publicReads: PublicReads;
  }
}

async function publicReads(app: FastifyInstance): Promise<void> {
  app.decorate(
    'publicReads',
    new PublicReads(
      app.log,
      () => (app.hasDecorator('responseCache') ? app.responseCache : undefined),
      () => (app.hasDecorator('tracing') ? app.tracing : undefined),
    ),
  );
}

/** Before the API routes: they add their public reads as they are declared. */
export const publicReadsPlugin = fp(publicReads, { name: 'iper-public-reads', fastify: '5.x' });
