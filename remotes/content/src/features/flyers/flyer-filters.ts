import { PROMOTION_TYPES, type FlyerProduct, type PromotionType } from '@iper/contracts';

/**
 * The flyer view's filters (category, brand, promotion type, price range). They live in the
 * address (?categoria=…&marca=…&promozione=…&prezzo-min=…&prezzo-max=…), so a filtered view can be
 * shared and the back button undoes a filter. Prices in the address are euros ('2,50' or '2.50').
 */
export interface FlyerFilters {
  categories: string[];
  brands: string[];
  promotionTypes: PromotionType[];
  /** Euro cents, inclusive; null: no bound. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

export const NO_FILTERS: FlyerFilters = {
  categories: [],
  brands: [],
  promotionTypes: [],
  minPriceCents: null,
  maxPriceCents: null,
};

export const FILTER_PARAMS = {
  categories: 'categoria',
  brands: 'marca',
  promotionTypes: 'promozione',
  minPrice: 'prezzo-min',
  maxPrice: 'prezzo-max',
} as const;

/** '2,50', '2.5' or '2' euros → 250 cents; anything else → null. */
export function euroTextToCents(text: string | null | undefined): number | null {
  const value = text?.trim().replace(',', '.');
  if (!value || !/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** 250 → '2.50', 300 → '3' (the address form of a price). */
export function centsToEuroText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export function readFlyerFilters(params: URLSearchParams): FlyerFilters {
  const promotionTypes = params
    .getAll(FILTER_PARAMS.promotionTypes)
    .filter((value): value is PromotionType =>
      (PROMOTION_TYPES as readonly string[]).includes(value),
    );
  return {
    categories: unique(params.getAll(FILTER_PARAMS.categories).filter(Boolean)),
    brands: unique(params.getAll(FILTER_PARAMS.brands).filter(Boolean)),
    promotionTypes: unique(promotionTypes),
    minPriceCents: euroTextToCents(params.get(FILTER_PARAMS.minPrice)),
    maxPriceCents: euroTextToCents(params.get(FILTER_PARAMS.maxPrice)),
  };
}

/** The address with these filters, keeping every other parameter (the flyer's id). */
export function writeFlyerFilters(params: URLSearchParams, filters: FlyerFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  filters.categories.forEach((value) => next.append(FILTER_PARAMS.categories, value));
  filters.brands.forEach((value) => next.append(FILTER_PARAMS.brands, value));
  filters.promotionTypes.forEach((value) => next.append(FILTER_PARAMS.promotionTypes, value));
  if (filters.minPriceCents !== null)
    next.set(FILTER_PARAMS.minPrice, centsToEuroText(filters.minPriceCents));
  if (filters.maxPriceCents !== null)
    next.set(FILTER_PARAMS.maxPrice, centsToEuroText(filters.maxPriceCents));
  return next;
}

export function hasActiveFilters(filters: FlyerFilters): boolean {
  return (
    filters.categories.length + filters.brands.length + filters.promotionTypes.length > 0 ||
    filters.minPriceCents !== null ||
    filters.maxPriceCents !== null
  );
}

/** How many filters are set (the price range counts once). */
export function activeFilterCount(filters: FlyerFilters): number {
  const price = filters.minPriceCents !== null || filters.maxPriceCents !== null ? 1 : 0;
  return filters.categories.length + filters.brands.length + filters.promotionTypes.length + price;
}

/** Adds the value to the list, or takes it out if it is there (a checkbox). */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value)
    ? values.filter((candidate) => candidate !== value)
    : [...values, value];
}

/**
 * The products that match every filter: any of the chosen categories, any of the chosen brands,
 * any of the chosen promotion types, and a price within the range.
 */
export function filterProducts(
  products: readonly FlyerProduct[],
  filters: FlyerFilters,
): FlyerProduct[] {
  if (!hasActiveFilters(filters)) return [...products];
  const categories = new Set(filters.categories);
  const brands = new Set(filters.brands);
  const promotions = new Set<string>(filters.promotionTypes);
  return products.filter(
    (product) =>
      (categories.size === 0 || categories.has(product.categoryId)) &&
      (brands.size === 0 || brands.has(product.brand)) &&
      (promotions.size === 0 || promotions.has(product.promotionType)) &&
      (filters.minPriceCents === null || product.priceCents >= filters.minPriceCents) &&
      (filters.maxPriceCents === null || product.priceCents <= filters.maxPriceCents),
  );
}
