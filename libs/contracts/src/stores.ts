import { z } from 'zod';

/** One day of opening hours: `orario` is 'from-to' (e.g. '08:30-21:00'), empty when closed. */
export const OpeningDaySchema = z.object({
  giorno: z.number().int().min(0).max(6).describe('0 = Sunday, as Date.getDay()'),
  orario: z.string().regex(/^$|^\d{2}:\d{2}-\d{2}:\d{2}$/),
});

export const StoreKindSchema = z.enum(['hypermarket', 'supermarket']);

/** A store as the server sends it (SPEC §3 Store). */
export const StoreSchema = z.object({
  id: z.string(),
  nome: z.string(),
  indirizzo: z.string(),
  citta: z.string(),
  provincia: z.string().length(2),
  cap: z.string().regex(/^\d{5}$/),
  position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  orari: z.array(OpeningDaySchema).length(7),
  telefono: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  yext: z.string(),
  iperstation: z.array(z.string()),
  tipo: StoreKindSchema,
});
export type Store = z.infer<typeof StoreSchema>;

/** The payload of POST /api/stores-yext is not shown in SPEC; it may narrow by province. */
export const StoresQuerySchema = z
  .object({ provincia: z.string().length(2).toUpperCase().optional() })
  .strict();
export type StoresQuery = z.infer<typeof StoresQuerySchema>;

export const StoresResponseSchema = z.array(StoreSchema);
