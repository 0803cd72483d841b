import {
  FuelPricesQuerySchema,
  FuelPricesResponseSchema,
  RestaurantBrandSchema,
  RestaurantsResponseSchema,
  ServiceCategoriesResponseSchema,
  ServiceDocumentParamsSchema,
  StoreLocatorConfigSchema,
  StoreServicesResponseSchema,
  StoreSlugParamsSchema,
  StoresQuerySchema,
  StoresResponseSchema,
  ApiErrorSchema,
  type RestaurantBrand,
  type StoreLocatorConfig,
} from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendApiNotFound } from '../platform/errors';
import { servicePdf } from './service-document';
import {
  SERVICE_DOCUMENTS_PATH,
  findServiceDocument,
  listFuelPrices,
  listRestaurants,
  listServiceCategories,
  listStoreServices,
  listStores,
  type StoreListKind,
} from './stores.queries';

export interface StoresRoutesOptions {
  /** A public Google Maps key: with one the client draws Google Maps; without, its offline map. */
  googleMapsApiKey?: string;
}

/** The store lists change rarely: clients and proxies may reuse them for a few minutes. */
const LIST_CACHE = 'public, max-age=300';

/** Store data changes only with a deployment's seed: answers are served from memory between queries. */
const CACHED = { responseCache: { tag: 'stores', ttlSeconds: 30 } };

const STORE_LISTS: StoreListKind[] = [
  'yext',
  'iper-stations',
  'pet-food',
  'iper-drive',
  'restaurants',
];

/**
 * SPEC §7 store calls: POST /api/stores-{yext,iper-stations,pet-food,iper-drive,restaurants},
 * POST /api/fuel-prices, POST /api/restaurants-{brand}, GET /api/services/store/{slug},
 * GET /api/services/categories; plus the store locator's map configuration and service documents.
 */
export const storesRoutes: FastifyPluginAsyncZod<StoresRoutesOptions> = async (app, options) => {
  const googleMapsApiKey = options.googleMapsApiKey ?? app.config.googleMapsApiKey;

  for (const list of STORE_LISTS) {
    app.post(
      `/stores-${list}`,
      {
        config: CACHED,
        schema: { body: StoresQuerySchema.nullish(), response: { 200: StoresResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', LIST_CACHE);
        return listStores(app.db, request.body ?? {}, list);
      },
    );
  }

  app.post(
    '/fuel-prices',
    {
      config: CACHED,
      schema: {
        body: FuelPricesQuerySchema.nullish(),
        response: { 200: FuelPricesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listFuelPrices(app.db, request.body ?? {});
    },
  );

  for (const brand of RestaurantBrandSchema.options) {
    app.post(
      `/restaurants-${brand}`,
      {
        config: CACHED,
        schema: { body: StoresQuerySchema.nullish(), response: { 200: RestaurantsResponseSchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', LIST_CACHE);
        return listRestaurants(app.db, brand as RestaurantBrand);
      },
    );
  }

  app.get(
    '/services/store/:slug',
    {
      config: CACHED,
      schema: {
        params: StoreSlugParamsSchema,
        response: { 200: StoreServicesResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const services = await listStoreServices(app.db, request.params.slug);
      if (!services) return reply.status(404).send(sendApiNotFound(request.url));
      reply.header('cache-control', LIST_CACHE);
      return services;
    },
  );

  app.get(
    '/services/categories',
    { config: CACHED, schema: { response: { 200: ServiceCategoriesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', LIST_CACHE);
      return listServiceCategories(app.db);
    },
  );

  app.get(
    '/services/documents/:file',
    { schema: { params: ServiceDocumentParamsSchema } },
    async (request, reply) => {
      const document = await findServiceDocument(
        app.db,
        `${SERVICE_DOCUMENTS_PATH}${request.params.file}`,
      );
      if (!document) return reply.status(404).send(sendApiNotFound(request.url));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.file}"`)
        .header('cache-control', LIST_CACHE)
        .send(
          servicePdf(
            document.title,
            document.description,
            'Iper, La grande i - condizioni valide nei punti vendita aderenti.',
          ),
        );
    },
  );

  app.get(
    '/store-locator/config',
    { schema: { response: { 200: StoreLocatorConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const config: StoreLocatorConfig = googleMapsApiKey
        ? { maps: { provider: 'google', apiKey: googleMapsApiKey } }
        : { maps: { provider: 'offline' } };
      return config;
    },
  );
};
