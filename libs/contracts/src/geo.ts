import { z } from 'zod';
import { PLACE_QUERY_LENGTH } from './geo-values';

export * from './geo-values';

/** GET /api/geo/places?q=…: Italian municipalities and postcodes matching a typed text. */
export const PlacesQuerySchema = z.object({
  q: z.string().trim().min(PLACE_QUERY_LENGTH.min).max(PLACE_QUERY_LENGTH.max),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type PlacesQuery = z.input<typeof PlacesQuerySchema>;

export const PlaceSchema = z.object({
  id: z
    .string()
    .describe('ISTAT code of the municipality, with the postcode when one was searched'),
  comune: z.string(),
  provincia: z.string().length(2),
  regione: z.string(),
  cap: z.string().regex(/^\d{5}$/),
  position: z.object({ lat: z.number(), lng: z.number() }),
  /** True when the municipality has no coordinates of its own and its provincial capital's are used. */
  approssimata: z.boolean(),
});
export type Place = z.infer<typeof PlaceSchema>;
export const PlacesResponseSchema = z.array(PlaceSchema);
