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
  type RestaurantBrand,
  type StoreLocatorConfig,
} from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendApiNotFound } from '../platform/errors';
import { publicReadRoute } from '../platform/public-reads/public-read-route';
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

  for (const list of STORE_LISTS)
    publicReadRoute(app, {
      method: 'POST',
      url: `/stores-${list}`,
      config: CACHED,
      cacheControl: LIST_CACHE,
      schema: { body: StoresQuerySchema.nullish(), response: StoresResponseSchema },
      read: ({ body }) => listStores(app.db, body ?? {}, list),
    });

  publicReadRoute(app, {
    method: 'POST',
    url: '/fuel-prices',
    config: CACHED,
    cacheControl: 'public, max-age=60',
    schema: { body: FuelPricesQuerySchema.nullish(), response: FuelPricesResponseSchema },
    read: ({ body }) => listFuelPrices(app.db, body ?? {}),
  });

  for (const brand of RestaurantBrandSchema.options)
    publicReadRoute(app, {
      method: 'POST',
      url: `/restaurants-${brand}`,
      config: CACHED,
      cacheControl: LIST_CACHE,
      schema: { body: StoresQuerySchema.nullish(), response: RestaurantsResponseSchema },
      read: () => listRestaurants(app.db, brand as RestaurantBrand),
    });

  publicReadRoute(app, {
    method: 'GET',
    url: '/services/store/:slug',
    config: CACHED,
    cacheControl: LIST_CACHE,
    schema: { params: StoreSlugParamsSchema, response: StoreServicesResponseSchema },
    read: ({ params }) => listStoreServices(app.db, params.slug),
  });

  publicReadRoute(app, {
    method: 'GET',
    url: '/services/categories',
    config: CACHED,
    cacheControl: LIST_CACHE,
    schema: { response: ServiceCategoriesResponseSchema },
    read: () => listServiceCategories(app.db),
  });

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

  const locatorConfig: StoreLocatorConfig = googleMapsApiKey
    ? { maps: { provider: 'google', apiKey: googleMapsApiKey } }
    : { maps: { provider: 'offline' } };
  publicReadRoute(app, {
    method: 'GET',
    url: '/store-locator/config',
    cacheControl: 'no-cache',
    schema: { response: StoreLocatorConfigSchema },
    read: async () => locatorConfig,
  });
};
