import { StoresQuerySchema, StoresResponseSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStores } from './stores.queries';

/** SPEC §7: POST /api/stores-yext answers the list of stores (its payload may narrow it). */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stores-yext',
    {
      schema: {
        body: StoresQuerySchema.nullish(),
        response: { 200: StoresResponseSchema },
      },
    },
    async (request) => listStores(app.db, request.body ?? {}),
  );
};
