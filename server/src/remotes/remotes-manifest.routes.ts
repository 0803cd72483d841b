import { PublicConfigSchema, RemotesManifestSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig } from '../config/public-config';

export const remotesManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/platform/remotes',
    { schema: { response: { 200: RemotesManifestSchema } } },
    async (request, reply) => {
      // Never cached: changing it is how a remote is released or rolled back.
      reply.header('cache-control', 'no-cache');
      return request.remotesManifest;
    },
  );

  app.get('/platform/config', { schema: { response: { 200: PublicConfigSchema } } }, async () =>
    publicConfig(app.config),
  );
};
