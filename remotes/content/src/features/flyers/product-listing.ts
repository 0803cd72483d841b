import type { FlyerProduct } from '@iper/contracts';
import { formatPrice } from '@iper/design-system';

/** Products shown at first and added by each 'Mostra altri prodotti' (a flyer has ~300). */
export const PRODUCTS_PAGE_SIZE = 24;

/** The first `pages` pages of the list. */
export function visibleProducts<T>(products: readonly T[], pages: number): T[] {
  return products.slice(0, Math.max(1, pages) * PRODUCTS_PAGE_SIZE);
}

export function hasMoreProducts(total: number, pages: number): boolean {
  return total > Math.max(1, pages) * PRODUCTS_PAGE_SIZE;
}

/** 199 → '1,99 €'. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/**
 * What the shopping list keeps for a flyer product: name, brand and quantity in one line, within
 * the list's 120 characters ('Pasta di semola Barilla 500 g').
 */
export const SHOPPING_LIST_LABEL_MAX = 120;

export function shoppingListLabel(
  product: Pick<FlyerProduct, 'name' | 'brand' | 'quantity'>,
): string {
  const brand = product.name.toLowerCase().includes(product.brand.toLowerCase())
    ? ''
    : product.brand;
  const label = [product.name, brand, product.quantity]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return label.length > SHOPPING_LIST_LABEL_MAX
    ? `${label.slice(0, SHOPPING_LIST_LABEL_MAX - 1)}…`
    : label;
}
