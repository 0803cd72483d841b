import { demoFlyer } from './flyer-test-data';
import {
  activeFilterCount,
  euroTextToCents,
  filterProducts,
  hasActiveFilters,
  NO_FILTERS,
  readFlyerFilters,
  toggled,
  writeFlyerFilters,
} from './flyer-filters';

const { products } = demoFlyer(10);
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('the flyer filters', () => {
  it('keeps every product when no filter is set', () => {
    expect(filterProducts(products, NO_FILTERS)).toHaveLength(10);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('keeps the products of any chosen category, brand and promotion type, within the price range', () => {
    expect(
      ids(filterProducts(products, { ...NO_FILTERS, categories: ['bevande', 'casa-e-pulizia'] })),
    ).toEqual(['p2', 'p3']);
    expect(ids(filterProducts(products, { ...NO_FILTERS, brands: ['Barilla'] }))).toEqual(['p1']);
    expect(
      ids(filterProducts(products, { ...NO_FILTERS, promotionTypes: ['carta-vantaggi'] })),
    ).toEqual(['p2']);
    expect(
      ids(filterProducts(products, { ...NO_FILTERS, minPriceCents: 300, maxPriceCents: 1290 })),
    ).toEqual(['p2', 'p3']);
    expect(ids(filterProducts(products, { ...NO_FILTERS, maxPriceCents: 89 }))).toEqual(['p1']);
  });

  it('combines different filters with AND, so they can match nothing', () => {
    expect(
      filterProducts(products, {
        ...NO_FILTERS,
        brands: ['Barilla'],
        promotionTypes: ['uno-piu-uno'],
      }),
    ).toEqual([]);
  });

  it('counts the price range as one filter', () => {
    expect(
      activeFilterCount({
        ...NO_FILTERS,
        brands: ['Dash', 'Iper'],
        minPriceCents: 100,
        maxPriceCents: 500,
      }),
    ).toBe(3);
  });

  it('toggles a checkbox value in and out', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('the filters in the address', () => {
  it('reads them from the query string, ignoring what it does not know', () => {
    const filters = readFlyerFilters(
      new URLSearchParams(
        'id=x&categoria=bevande&marca=Dash&marca=Dash&promozione=sottocosto&promozione=bogus&prezzo-min=1,5&prezzo-max=abc',
      ),
    );
    expect(filters).toEqual({
      categories: ['bevande'],
      brands: ['Dash'],
      promotionTypes: ['sottocosto'],
      minPriceCents: 150,
      maxPriceCents: null,
    });
  });

  it('writes them back keeping the flyer id, and reads back what it wrote', () => {
    const filters = {
      categories: ['bevande'],
      brands: ['Caffè & Co'],
      promotionTypes: ['sconto' as const],
      minPriceCents: 250,
      maxPriceCents: 1000,
    };
    const params = writeFlyerFilters(
      new URLSearchParams('id=volantino-iper-2026-11-19&prezzo-min=9'),
      filters,
    );
    expect(params.get('id')).toBe('volantino-iper-2026-11-19');
    expect(params.toString()).toBe(
      'id=volantino-iper-2026-11-19&categoria=bevande&marca=Caff%C3%A8+%26+Co&promozione=sconto&prezzo-min=2.50&prezzo-max=10',
    );
    expect(readFlyerFilters(params)).toEqual(filters);
    expect(writeFlyerFilters(params, NO_FILTERS).toString()).toBe('id=volantino-iper-2026-11-19');
  });

  it('reads euro amounts with a comma or a dot, and nothing else', () => {
    expect(euroTextToCents('2,5')).toBe(250);
    expect(euroTextToCents('2.99')).toBe(299);
    expect(euroTextToCents('-1')).toBeNull();
    expect(euroTextToCents('1e3')).toBeNull();
    expect(euroTextToCents('')).toBeNull();
  });
});
