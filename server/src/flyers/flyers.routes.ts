import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import etag from '@fastify/etag';
import {
  ApiErrorSchema,
  FlyerListResponseSchema,
  FlyerParamsSchema,
  FlyersQuerySchema,
  type FlyerDetailResponse,
  type FlyerListResponse,
} from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendApiNotFound } from '../platform/errors';
import { romeToday } from './flyer-dates';
import { findFlyer, findStore, flyerFacets, flyerPdf, flyerProducts, listStoreFlyers } from './flyers.queries';

/** Flyers change once a week: browsers and proxies may reuse them for a few minutes (ETag revalidates). */
const FLYER_CACHE = 'public, max-age=300';
const DETAIL_CACHE_ENTRIES = 64;
const LIST_CACHE_ENTRIES = 512;

interface CachedDetail {
  json: string;
  gzip: Buffer;
  etag: string;
}

function cachedDetail(json: string): CachedDetail {
  return { json, gzip: gzipSync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** GET /api/flyers, /api/flyers/:flyerId and /api/flyers/:flyerId/pdf. */
export const flyersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(etag);

  const lists = new Map<string, FlyerListResponse>();
  app.get(
    '/flyers',
    { schema: { querystring: FlyersQuerySchema, response: { 200: FlyerListResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      // A store's list changes when a day (a week, really) turns: kept per store and day.
      const today = romeToday();
      const key = `${request.query.storeId}@${today}`;
      let list = lists.get(key);
      if (!list) {
        const store = await findStore(app.db, request.query.storeId);
        if (!store) return reply.status(404).send({ ...sendApiNotFound(request.url), message: 'Punto vendita non trovato' });
        list = { store: { id: store.id, name: store.name }, flyers: await listStoreFlyers(app.db, store.flyerStoreId, today) };
        if (lists.size >= LIST_CACHE_ENTRIES) lists.delete(lists.keys().next().value!);
        lists.set(key, list);
      }
      reply.header('cache-control', FLYER_CACHE);
      return list;
    },
  );

  // The detail of a flyer (300 products) is the same for everyone for a whole day: it is built,
  // serialized, gzipped and hashed once per flyer and day, then sent as is (its shape is
  // FlyerDetailResponseSchema, checked by the tests rather than re-validated on every request).
  const details = new Map<string, CachedDetail>();
  app.get('/flyers/:flyerId', { schema: { params: FlyerParamsSchema } }, async (request, reply) => {
    const today = romeToday();
    const key = `${request.params.flyerId}@${today}`;
    let detail = details.get(key);
    if (!detail) {
      const flyer = await findFlyer(app.db, request.params.flyerId, today);
      if (!flyer) return reply.status(404).send({ ...sendApiNotFound(request.url), message: 'Volantino non trovato' });
      const row = await app.db.selectFrom('flyers').select(['line_id', 'edition']).where('id', '=', flyer.id).executeTakeFirstOrThrow();
      const products = await flyerProducts(app.db, row.line_id, row.edition, flyer.validFrom);
      const body: FlyerDetailResponse = { flyer, products, facets: flyerFacets(products) };
      detail = cachedDetail(JSON.stringify(body));
      if (details.size >= DETAIL_CACHE_ENTRIES) details.delete(details.keys().next().value!);
      details.set(key, detail);
    }
    reply.header('cache-control', FLYER_CACHE).header('etag', detail.etag).header('vary', 'accept-encoding');
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(detail.gzip);
    }
    return reply.send(detail.json);
  });

  app.get(
    '/flyers/:flyerId/pdf',
    { schema: { params: FlyerParamsSchema } },
    async (request, reply) => {
      const pdf = await flyerPdf(app.db, request.params.flyerId);
      if (!pdf) return reply.status(404).send({ ...sendApiNotFound(request.url), message: 'Volantino non trovato' });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.flyerId}.pdf"`)
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(pdf.content.buffer, pdf.content.byteOffset, pdf.content.byteLength));
    },
  );
};
