import {
  FlyerDetailResponseSchema,
  FlyerListResponseSchema,
  FlyerParamsSchema,
  FlyersQuerySchema,
  type FlyerDetailResponse,
  type FlyerListResponse,
} from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendApiNotFound } from '../platform/errors';
import { publicReadRoute } from '../platform/public-reads/public-read-route';
import { romeToday } from './flyer-dates';
import { contributeFlyerPageHead } from './flyers-page-head';
import {
  findFlyer,
  findStore,
  flyerFacets,
  flyerPdf,
  flyerProducts,
  listStoreFlyers,
} from './flyers.queries';

/**
 * Flyers change when the week turns: lists and details are the same for everyone, so they go
 * through the platform's response cache (serialized, compressed and hashed once, ETag/304), and
 * browsers may reuse them for a few minutes.
 */
const FLYER_CACHE = 'public, max-age=300';
const CACHED = { responseCache: { tag: 'flyers', ttlSeconds: 300 } };

/** GET /api/flyers, /api/flyers/:flyerId and /api/flyers/:flyerId/pdf. */
export const flyersRoutes: FastifyPluginAsyncZod = async (app) => {
  contributeFlyerPageHead(app);
  publicReadRoute(app, {
    method: 'GET',
    url: '/flyers',
    config: CACHED,
    cacheControl: FLYER_CACHE,
    notFound: 'Punto vendita non trovato',
    schema: { querystring: FlyersQuerySchema, response: FlyerListResponseSchema },
    read: async ({ query }) => {
      const store = await findStore(app.db, query.storeId);
      if (!store) return undefined;
      const list: FlyerListResponse = {
        store: { id: store.id, name: store.name },
        flyers: await listStoreFlyers(app.db, store.flyerStoreId, romeToday()),
      };
      return list;
    },
  });

  // The detail of a flyer: all its ~300 products in one answer; the browser filters them.
  publicReadRoute(app, {
    method: 'GET',
    url: '/flyers/:flyerId',
    config: CACHED,
    cacheControl: FLYER_CACHE,
    notFound: 'Volantino non trovato',
    schema: { params: FlyerParamsSchema, response: FlyerDetailResponseSchema },
    read: async ({ params }) => {
      const today = romeToday();
      const flyer = await findFlyer(app.db, params.flyerId, today);
      if (!flyer) return undefined;
      const row = await app.db
        .selectFrom('flyers')
        .select(['line_id', 'edition'])
        .where('id', '=', flyer.id)
        .executeTakeFirstOrThrow();
      const products = await flyerProducts(app.db, row.line_id, row.edition, flyer.validFrom);
      const body: FlyerDetailResponse = { flyer, products, facets: flyerFacets(products) };
      return body;
    },
  });

  app.get(
    '/flyers/:flyerId/pdf',
    { schema: { params: FlyerParamsSchema } },
    async (request, reply) => {
      const pdf = await flyerPdf(app.db, request.params.flyerId);
      if (!pdf)
        return reply
          .status(404)
          .send({ ...sendApiNotFound(request.url), message: 'Volantino non trovato' });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.flyerId}.pdf"`)
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(pdf.content.buffer, pdf.content.byteOffset, pdf.content.byteLength));
    },
  );
};
