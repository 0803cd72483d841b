import {
  FLYER_CATEGORIES,
  FLYER_WEEK_DAYS,
  FlyerProductSchema,
  FlyersQuerySchema,
  PROMOTION_TYPES,
  PROMOTION_TYPE_LABELS,
  promotionLabel,
} from './flyers';
import { MultipleQueriesBodySchema, SearchParamsSchema } from './search';

const product = {
  id: 'p-0001',
  name: 'Spaghetti n.5',
  brand: 'Barilla',
  quantity: '500 g',
  priceCents: 79,
  previousPriceCents: 119,
  discountPercent: 34,
  promotionType: 'sconto',
  promotionLabel: 'Sconto 34%',
  categoryId: 'pasta-riso-e-farine',
  image: { src: '/assets/flyers/pasta.svg', width: 240, height: 240 },
  validFrom: '2026-11-19',
  validTo: '2026-11-25',
};

describe('the flyer contract', () => {
  it('has a week of seven days (SPEC §9)', () => {
    expect(FLYER_WEEK_DAYS).toBe(7);
  });

  it('names every promotion type in Italian and puts the discount on the label', () => {
    expect(PROMOTION_TYPES.map((type) => PROMOTION_TYPE_LABELS[type])).toEqual([
      'Sconto',
      'Sottocosto',
      '1+1 gratis',
      'con Carta Vantaggi',
    ]);
    expect(promotionLabel('sconto', 30)).toBe('Sconto 30%');
    expect(promotionLabel('carta-vantaggi', 20)).toBe('con Carta Vantaggi');
  });

  it('lists thirteen categories with unique ids', () => {
    expect(new Set(FLYER_CATEGORIES.map((category) => category.id)).size).toBe(13);
  });

  it('accepts a product card and refuses an unknown promotion or category', () => {
    expect(FlyerProductSchema.parse(product)).toEqual(product);
    expect(FlyerProductSchema.safeParse({ ...product, promotionType: '3x2' }).success).toBe(false);
    expect(FlyerProductSchema.safeParse({ ...product, categoryId: 'gioielli' }).success).toBe(
      false,
    );
  });

  it('wants a store id of five digits', () => {
    expect(FlyersQuerySchema.safeParse({ storeId: '00101' }).success).toBe(true);
    expect(FlyersQuerySchema.safeParse({ storeId: '101' }).success).toBe(false);
    expect(FlyersQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('the search contract', () => {
  it('reads numbers and booleans sent as strings, as in the legacy params string', () => {
    expect(
      SearchParamsSchema.parse({ hitsPerPage: '5', page: '1', clickAnalytics: 'true' }),
    ).toEqual({ hitsPerPage: 5, page: 1, clickAnalytics: true });
  });

  it('caps hitsPerPage at Algolia’s 1000 and refuses negative pages', () => {
    expect(SearchParamsSchema.safeParse({ hitsPerPage: 1000 }).success).toBe(true);
    expect(SearchParamsSchema.safeParse({ hitsPerPage: 1001 }).success).toBe(false);
    expect(SearchParamsSchema.safeParse({ page: -1 }).success).toBe(false);
  });

  it('wants between one and fifty queries', () => {
    expect(MultipleQueriesBodySchema.safeParse({ requests: [] }).success).toBe(false);
    expect(
      MultipleQueriesBodySchema.safeParse({ requests: [{ indexName: 'iper_faq', query: 'carta' }] })
        .success,
    ).toBe(true);
  });
});
