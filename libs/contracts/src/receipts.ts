/** The account's digital receipts (/api/account/receipts/**, SPEC §4). */
import { z } from 'zod';

export const ReceiptSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  storeName: z.string(),
  issuedAt: z.string(),
  total: z.number(),
  isFavourite: z.boolean(),
  itemsCount: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof ReceiptSummarySchema>;

export const ReceiptsResponseSchema = z.object({
  digitalOnly: z.boolean(),
  receipts: z.array(ReceiptSummarySchema),
});
export type ReceiptsResponse = z.infer<typeof ReceiptsResponseSchema>;

export const ReceiptDetailSchema = ReceiptSummarySchema.extend({
  storeId: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  pointsEarned: z.number().int(),
  paymentMethod: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      amount: z.number(),
    }),
  ),
});
export type ReceiptDetail = z.infer<typeof ReceiptDetailSchema>;

export const ReceiptFavouriteRequestSchema = z.object({ favourite: z.boolean() });
export const DigitalOnlyRequestSchema = z.object({ enabled: z.boolean() });
export const DigitalOnlyResponseSchema = z.object({ digitalOnly: z.boolean() });
