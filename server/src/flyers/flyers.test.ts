import {
  FlyerDetailResponseSchema,
  FlyerListResponseSchema,
  FLYER_WEEK_DAYS,
} from '@iper/contracts';
import { addDays, flyerWeekStart, romeToday } from './flyer-dates';
import { flyerPdfPageCount } from './flyer-pdf';
import { FLYER_LINES, prepareFlyerPdfs, seedFlyers } from './flyers.seed';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

const ARESE = '00101';

/** Pages of a PDF, counted from its page objects (the catalogue's /Count is the total). */
function pdfPageCount(pdf: Buffer): number {
  const counts = [
    ...pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g),
  ].map((m) => Number(m[1]));
  return Math.max(...counts);
}

describe.each(testDatabases())('flyers on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  it('lists the current and the next flyer of each line for the selected store, current first', async () => {
    const response = await server.app.inject({ url: `/api/flyers?storeId=${ARESE}` });
    expect(response.statusCode).toBe(200);
    const body = FlyerListResponseSchema.parse(response.json());
    expect(body.store).toEqual({ id: ARESE, name: 'Iper Arese' });
    const today = romeToday();
    const thisWeek = flyerWeekStart(today);
    expect(body.flyers.map((f) => [f.id, f.status])).toEqual([
      [`volantino-iper-${thisWeek}`, 'current'],
      [`speciale-casa-${thisWeek}`, 'current'],
      [`volantino-iper-${addDays(thisWeek, 7)}`, 'next'],
      [`speciale-casa-${addDays(thisWeek, 7)}`, 'next'],
    ]);
    for (const flyer of body.flyers) {
      expect(addDays(flyer.validFrom, FLYER_WEEK_DAYS - 1)).toBe(flyer.validTo);
      expect(flyer.pdfUrl).toBe(`/api/flyers/${flyer.id}/pdf`);
    }
    const current = body.flyers[0]!;
    expect(current.validFrom <= today && today <= current.validTo).toBe(true);
    expect(current.productCount).toBeGreaterThanOrEqual(300);
  });

  it('gives stores outside Lombardy only the weekly Volantino Iper', async () => {
    const verona = await server.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'iper-verona')
      .executeTakeFirstOrThrow();
    const body = FlyerListResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers?storeId=${verona.id}` })).json(),
    );
    expect(body.flyers.map((f) => f.line)).toEqual(['volantino-iper', 'volantino-iper']);
  });

  it("gives a pet-food shop or drive point its hypermarket's flyers", async () => {
    const shop = await server.database.db
      .selectFrom('stores')
      .select(['id', 'parent_store_id'])
      .where('kind', 'in', ['petfood', 'drive'])
      .where('parent_store_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const own = FlyerListResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers?storeId=${shop.id}` })).json(),
    );
    const parent = FlyerListResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers?storeId=${shop.parent_store_id}` })).json(),
    );
    expect(own.store.id).toBe(shop.id);
    expect(own.flyers).toEqual(parent.flyers);
    expect(own.flyers.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown store and 400 for a malformed store id', async () => {
    expect((await server.app.inject({ url: '/api/flyers?storeId=99999' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/flyers?storeId=abc' })).statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/flyers' })).statusCode).toBe(400);
  });

  it('sends a flyer with all its products, their facets, in a lean cacheable payload', async () => {
    const list = FlyerListResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers?storeId=${ARESE}` })).json(),
    );
    const response = await server.app.inject({
      url: `/api/flyers/${list.flyers[0]!.id}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers.etag).toBeDefined();
    expect(response.body.length).toBeLessThan(150_000);
    const body = FlyerDetailResponseSchema.parse(response.json());
    expect(body.products.length).toBeGreaterThanOrEqual(300);
    expect(body.flyer.productCount).toBe(body.products.length);
    expect(new Set(body.products.map((p) => p.id)).size).toBe(body.products.length);
    expect(new Set(body.products.map((p) => p.categoryId)).size).toBe(13);
    expect(body.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(body.products.length);
    expect(body.facets.promotionTypes.map((p) => p.id).sort()).toEqual([
      'carta-vantaggi',
      'sconto',
      'sottocosto',
      'uno-piu-uno',
    ]);
    expect(body.facets.price.min).toBe(Math.min(...body.products.map((p) => p.priceCents)));
    for (const product of body.products) {
      if (product.previousPriceCents)
        expect(product.previousPriceCents).toBeGreaterThan(product.priceCents);
      expect(
        product.validFrom >= body.flyer.validFrom && product.validTo <= body.flyer.validTo,
      ).toBe(true);
    }
    const sconto = body.products.find((p) => p.promotionType === 'sconto')!;
    expect(sconto.promotionLabel).toBe(`Sconto ${sconto.discountPercent}%`);

    const again = await server.app.inject({
      url: `/api/flyers/${body.flyer.id}`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const gzip = await server.app.inject({
      url: `/api/flyers/${body.flyer.id}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(40_000);
  });

  it('serves the product illustrations as immutable SVGs, with their size in the payload', async () => {
    const list = FlyerListResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers?storeId=${ARESE}` })).json(),
    );
    const body = FlyerDetailResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers/${list.flyers[0]!.id}` })).json(),
    );
    const image = body.products[0]!.image;
    expect(image).toEqual({
      src: expect.stringMatching(/^\/assets\/flyers\/[a-z-]+\.svg\?v=[0-9a-f]{10}$/),
      width: 240,
      height: 240,
    });
    const response = await server.app.inject({ url: image.src });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('viewBox="0 0 240 240"');
    expect((await server.app.inject({ url: list.flyers[0]!.coverImage.src })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown flyer and 400 for a malformed flyer id', async () => {
    expect(
      (await server.app.inject({ url: '/api/flyers/volantino-iper-1999-01-07' })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ url: '/api/flyers/Volantino%20Iper' })).statusCode).toBe(400);
    expect(
      (await server.app.inject({ url: '/api/flyers/volantino-iper-1999-01-07/pdf' })).statusCode,
    ).toBe(404);
  });

  it("has /volantino?id=… preload its flyer's products, the page's first request, and nothing for a malformed id", async () => {
    const hintsFor = async (pathname: string, id: string) =>
      (await server.app.pageHead.contributionsFor(pathname, new URLSearchParams({ id }))).hints;
    const products = {
      href: '/api/flyers/volantino-iper-2026-11-19',
      as: 'fetch',
      crossorigin: 'anonymous',
    };
    expect(await hintsFor('/volantino', 'volantino-iper-2026-11-19')).toEqual([products]);
    expect(await hintsFor('/en/volantino', 'volantino-iper-2026-11-19')).toEqual([products]);
    for (const id of ['"><script>', '../../etc', ''])
      expect(await hintsFor('/volantino', id)).toEqual([]);
    expect(await hintsFor('/lista-volantini', 'volantino-iper-2026-11-19')).toEqual([]);
  });

  it('serves the flyer as a real PDF: a cover and the product pages', async () => {
    const list = FlyerListResponseSchema.parse(
      (await server.app.inject({ url: `/api/flyers?storeId=${ARESE}` })).json(),
    );
    for (const flyer of [list.flyers[0]!, list.flyers[1]!]) {
      const response = await server.app.inject({ url: flyer.pdfUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${flyer.id}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPageCount(response.rawPayload)).toBe(flyerPdfPageCount(flyer.productCount));
    }
  });

  it('generates and keeps the PDF of a later week on its first request', async () => {
    const later = `volantino-iper-${addDays(flyerWeekStart(romeToday()), 7 * 10)}`;
    const before = await server.database.db
      .selectFrom('flyer_pdfs')
      .select('flyer_id')
      .where('flyer_id', '=', later)
      .executeTakeFirst();
    expect(before).toBeUndefined();
    const response = await server.app.inject({ url: `/api/flyers/${later}/pdf` });
    expect(response.statusCode).toBe(200);
    const after = await server.database.db
      .selectFrom('flyer_pdfs')
      .select('page_count')
      .where('flyer_id', '=', later)
      .executeTakeFirstOrThrow();
    expect(after.page_count).toBe(pdfPageCount(response.rawPayload));
  });

  it('renders the PDFs of the current and next weeks once, after start-up', async () => {
    const db = server.database.db;
    await db.deleteFrom('flyer_pdfs').execute();
    expect(await prepareFlyerPdfs(db)).toBe(2 * FLYER_LINES.length);
    expect(await prepareFlyerPdfs(db)).toBe(0);
  });

  it('seeds idempotently, and a later run only adds the weeks that came into the window', async () => {
    const db = server.database.db;
    const count = async (
      table: 'flyers' | 'flyer_products' | 'flyer_lines' | 'flyer_line_stores' | 'flyer_pdfs',
    ) =>
      Number(
        (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      );
    const before = {
      flyers: await count('flyers'),
      products: await count('flyer_products'),
      lines: await count('flyer_lines'),
      members: await count('flyer_line_stores'),
    };
    await db.transaction().execute((trx) => seedFlyers(trx));
    expect({
      flyers: await count('flyers'),
      products: await count('flyer_products'),
      lines: await count('flyer_lines'),
      members: await count('flyer_line_stores'),
    }).toEqual(before);
    await db.transaction().execute((trx) => seedFlyers(trx, addDays(romeToday(), 14)));
    expect(await count('flyers')).toBe(before.flyers + 2 * FLYER_LINES.length);
  });
});
