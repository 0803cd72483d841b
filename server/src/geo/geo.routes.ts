import { PlacesQuerySchema, PlacesResponseSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeIndex } from './places';

/** GET /api/geo/places?q=…: address autocomplete over Italian municipalities and postcodes, offline. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/places',
    { schema: { querystring: PlacesQuerySchema, response: { 200: PlacesResponseSchema } } },
    async (request, reply) => {
      const { q, limit } = request.query;
      reply.header('cache-control', 'public, max-age=86400');
      return (await placeIndex()).search(q, limit);
    },
  );
};
