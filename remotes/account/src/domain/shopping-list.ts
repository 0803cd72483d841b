import type { ShoppingListItem } from '@iper/contracts';

/** Today as YYYY-MM-DD in the shopper's time zone. */
export function today(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * SPEC §4: items from a promotion that has ended move to 'Dalle promozioni precedenti'; the rest
 * stay on the list, unchecked ones first.
 */
export function splitShoppingList(items: ShoppingListItem[], day: string = today()) {
  const expired = (item: ShoppingListItem) =>
    item.promotionEndsOn !== null && item.promotionEndsOn < day;
  const current = items.filter((item) => !expired(item));
  return {
    current: [
      ...current.filter((item) => !item.checked),
      ...current.filter((item) => item.checked),
    ],
    previousPromotions: items.filter(expired),
  };
}
