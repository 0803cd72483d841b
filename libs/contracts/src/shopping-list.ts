/** The account's shopping list (/api/account/shopping-list/**, SPEC §4). */
import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { SHOPPING_LIST_MAX_ITEMS } from './account-values';

export const ShoppingListItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  checked: z.boolean(),
  /** Last day of the promotion the item came from (YYYY-MM-DD), null for a plain item. */
  promotionEndsOn: z.string().nullable(),
});
export type ShoppingListItem = z.infer<typeof ShoppingListItemSchema>;

export const ShoppingListResponseSchema = z.object({ items: z.array(ShoppingListItemSchema) });
export type ShoppingListResponse = z.infer<typeof ShoppingListResponseSchema>;

const isoDate = calendarDate();

export const NewShoppingListItemSchema = z.object({
  label: z.string().trim().min(1).max(120),
  promotionEndsOn: isoDate.nullable().default(null),
});
export type NewShoppingListItem = z.input<typeof NewShoppingListItemSchema>;

export const ShoppingListItemPatchSchema = z.object({ checked: z.boolean() });

export const ShoppingListMergeRequestSchema = z.object({
  items: z
    .array(NewShoppingListItemSchema.extend({ checked: z.boolean().default(false) }))
    .max(SHOPPING_LIST_MAX_ITEMS),
});
export type ShoppingListMergeRequest = z.input<typeof ShoppingListMergeRequestSchema>;

export const ItemIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
