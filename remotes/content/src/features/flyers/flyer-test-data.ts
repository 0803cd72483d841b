import { http, HttpResponse } from 'msw';
import type { FlyerDetailResponse, FlyerProduct } from '@iper/contracts';
import { CARD_OFFER_COFFEE } from './demo-products';

/** A product of the demo flyer (tests only). */
export function product(overrides: Partial<FlyerProduct> & { id: string }): FlyerProduct {
  return {
    name: `Prodotto ${overrides.id}`,
    brand: 'Iper',
    quantity: '500 g',
    priceCents: 199,
    previousPriceCents: 299,
    discountPercent: 33,
    promotionType: 'sconto',
    promotionLabel: 'Sconto 33%',
    categoryId: 'dispensa',
    image: { src: `/api/flyers/images/${overrides.id}.svg`, width: 320, height: 320 },
    validFrom: '2026-11-19',
    validTo: '2026-11-25',
    ...overrides,
  };
}

/** A flyer of `count` products; the first three are distinctive. */
export function demoFlyer(count = 60): FlyerDetailResponse {
  const products: FlyerProduct[] = [
    product({
      id: 'p1',
      name: 'Pasta di semola',
      brand: 'Barilla',
      priceCents: 89,
      previousPriceCents: 129,
      discountPercent: 31,
      promotionLabel: 'Sconto 31%',
      categoryId: 'pasta-riso-e-farine',
    }),
    product({ id: 'p2', ...CARD_OFFER_COFFEE }),
    product({
      id: 'p3',
      name: 'Detersivo lavatrice',
      brand: 'Dash',
      quantity: '2 l',
      priceCents: 1290,
      previousPriceCents: null,
      discountPercent: null,
      promotionType: 'uno-piu-uno',
      promotionLabel: '1+1 gratis',
      categoryId: 'casa-e-pulizia',
      validTo: '2026-11-22',
    }),
  ];
  for (let index = 4; index <= count; index += 1) products.push(product({ id: `p${index}` }));
  return {
    flyer: {
      id: 'volantino-iper-2026-11-19',
      line: 'volantino-iper',
      title: 'Volantino Iper',
      subtitle: 'Le offerte della settimana',
      validFrom: '2026-11-19',
      validTo: '2026-11-25',
      status: 'current',
      coverImage: {
        src: '/api/flyers/volantino-iper-2026-11-19/cover.svg',
        width: 600,
        height: 800,
      },
      pdfUrl: '/api/flyers/volantino-iper-2026-11-19/pdf',
      productCount: products.length,
    },
    products,
    facets: {
      categories: [
        { id: 'pasta-riso-e-farine', name: 'Pasta, riso e farine', count: 1 },
        { id: 'dispensa', name: 'Dispensa', count: count - 3 },
        { id: 'bevande', name: 'Bevande', count: 1 },
        { id: 'casa-e-pulizia', name: 'Casa e pulizia', count: 1 },
      ],
      brands: [
        { name: 'Barilla', count: 1 },
        { name: 'Dash', count: 1 },
        { name: 'Iper', count: count - 3 },
        { name: 'Lavazza', count: 1 },
      ],
      promotionTypes: [
        { id: 'sconto', label: 'Sconto', count: count - 2 },
        { id: 'uno-piu-uno', label: '1+1 gratis', count: 1 },
        { id: 'carta-vantaggi', label: 'con Carta Vantaggi', count: 1 },
      ],
      price: { min: 89, max: 1290 },
    },
  };
}

const notFound = () =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: 'Volantino non trovato' },
    { status: 404 },
  );

/** The flyer pages' server: flyers by store, flyers by id, stores; a visitor (no session). */
export function flyerHandlers(flyer: FlyerDetailResponse = demoFlyer()) {
  return [
    http.get('/api/account/session/verify', () =>
      HttpResponse.json({ errorCode: '403005', errorMessage: 'Utente non autenticato' }),
    ),
    http.post('/api/stores-yext', () =>
      HttpResponse.json([
        {
          id: '00102',
          slug: 'iper-arese',
          nome: 'Iper Arese',
          citta: 'Arese',
          tipo: 'hypermarket',
        },
        {
          id: '00101',
          slug: 'iper-seriate',
          nome: 'Iper Seriate',
          citta: 'Seriate',
          tipo: 'hypermarket',
        },
        {
          id: '00901',
          slug: 'iper-pet-arese',
          nome: 'Iper Pet Arese',
          citta: 'Arese',
          tipo: 'petfood',
        },
      ]),
    ),
    // Choosing a store loads its services: these stores list none.
    http.get('/api/services/store/:slug', () => HttpResponse.json([])),
    http.get('/api/services/categories', () => HttpResponse.json([])),
    // Only Iper Arese has flyers.
    http.get('/api/flyers', ({ request }) =>
      new URL(request.url).searchParams.get('storeId') === '00102'
        ? HttpResponse.json({
            store: { id: '00102', name: 'Iper Arese' },
            flyers: [
              flyer.flyer,
              {
                ...flyer.flyer,
                id: 'volantino-iper-2026-11-26',
                validFrom: '2026-11-26',
                validTo: '2026-12-02',
                status: 'next',
              },
            ],
          })
        : notFound(),
    ),
    http.get('/api/flyers/:id', ({ params }) =>
      params.id === flyer.flyer.id ? HttpResponse.json(flyer) : notFound(),
    ),
  ];
}
