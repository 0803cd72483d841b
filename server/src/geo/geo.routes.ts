import { PlacesQuerySchema, PlacesResponseSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReadRoute } from '../platform/public-reads/public-read-route';
import { placeIndex } from './places';

/** GET /api/geo/places?q=…: address autocomplete over Italian municipalities and postcodes, offline. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  publicReadRoute(app, {
    method: 'GET',
    url: '/geo/places',
    cacheControl: 'public, max-age=86400',
    schema: { querystring: PlacesQuerySchema, response: PlacesResponseSchema },
    read: async ({ query }) => (await placeIndex()).search(query.q, query.limit),
  });
};
