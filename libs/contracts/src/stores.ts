import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { type FUEL_NAMES, HOURS_PATTERN, RESTAURANT_BRANDS } from './stores-values';

export * from './stores-values';

/** One day of opening hours: `orario` is 'from-to' (e.g. '08:30-21:00'), empty when closed. */
export const OpeningDaySchema = z.object({
  giorno: z.number().int().min(0).max(6).describe('0 = Sunday, as Date.getDay()'),
  orario: z.string().regex(HOURS_PATTERN),
});
export type OpeningDay = z.infer<typeof OpeningDaySchema>;

/** A day whose hours differ from the usual week (holidays): `orario` empty means closed. */
export const SpecialOpeningSchema = z.object({
  data: calendarDate().describe('local date, YYYY-MM-DD'),
  orario: z.string().regex(HOURS_PATTERN),
  descrizione: z.string(),
});
export type SpecialOpening = z.infer<typeof SpecialOpeningSchema>;

/**
 * What a point of sale is: the chain's hypermarkets and supermarkets (the `stores-yext` list), its
 * pet-food shops and its drive pick-up points. Fuel stations and restaurants belong to a store.
 */
export const StoreKindSchema = z.enum(['hypermarket', 'supermarket', 'petfood', 'drive']);
export type StoreKind = z.infer<typeof StoreKindSchema>;

export const RestaurantBrandSchema = z.enum(RESTAURANT_BRANDS);
export type RestaurantBrand = z.infer<typeof RestaurantBrandSchema>;

/** A restaurant as listed on its store: enough to link to /punti-vendita/{store}/{restaurant}. */
export const RestaurantSummarySchema = z.object({
  id: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  nome: z.string(),
  marchio: RestaurantBrandSchema,
});
export type RestaurantSummary = z.infer<typeof RestaurantSummarySchema>;

const PositionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** A store as the server sends it (SPEC §3 Store, plus the address parts and optional extras). */
export const StoreSchema = z.object({
  id: z.string(),
  nome: z.string(),
  indirizzo: z.string(),
  citta: z.string(),
  provincia: z.string().length(2),
  cap: z.string().regex(/^\d{5}$/),
  position: PositionSchema,
  orari: z.array(OpeningDaySchema).length(7),
  telefono: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  yext: z.string(),
  iperstation: z.array(z.string()),
  tipo: StoreKindSchema,
  /** Holidays and other days with different hours, from today on (SPEC: special openings). */
  aperture_straordinarie: z.array(SpecialOpeningSchema).optional(),
  /** The hypermarket a pet-food shop or drive point belongs to. */
  ipermercato: z.string().optional(),
  /** The restaurants inside the store. */
  ristoranti: z.array(RestaurantSummarySchema).optional(),
});
export type Store = z.infer<typeof StoreSchema>;

/** The payload of the store list calls is not shown in SPEC; it may narrow by province. */
export const StoresQuerySchema = z
  .object({ provincia: z.string().length(2).toUpperCase().optional() })
  .strict();
export type StoresQuery = z.infer<typeof StoresQuerySchema>;

export const StoresResponseSchema = z.array(StoreSchema);

export type FuelName = (typeof FUEL_NAMES)[number];

/**
 * SPEC §3 Fuel price record: `id` is the store code, 5 digits zero-padded; each fuel is a
 * 'price unit' string ('1.829 €/L'), absent when the station does not sell it.
 */
export const FuelPriceRecordSchema = z.object({
  id: z.string().regex(/^\d{5}$/),
  benzina: z.string().optional(),
  diesel: z.string().optional(),
  gpl: z.string().optional(),
  hvo: z.string().optional(),
  metano: z.string().optional(),
  aggiornamento: z.string().describe('when the prices were last updated, ISO 8601'),
});
export type FuelPriceRecord = z.infer<typeof FuelPriceRecordSchema>;

/** Narrows the records to some store codes ('IPR00101' or '00101' or '101'). */
export const FuelPricesQuerySchema = z
  .object({
    ids: z
      .array(z.string().regex(/^(IPR)?\d{1,5}$/))
      .max(500)
      .optional(),
  })
  .strict();
export type FuelPricesQuery = z.infer<typeof FuelPricesQuerySchema>;
export const FuelPricesResponseSchema = z.array(FuelPriceRecordSchema);

/** One dish of a restaurant's menu; `prezzo` in euro. */
export const MenuSectionSchema = z.object({
  sezione: z.string(),
  piatti: z.array(
    z.object({
      nome: z.string(),
      descrizione: z.string().optional(),
      prezzo: z.number().nonnegative(),
    }),
  ),
});
export type MenuSection = z.infer<typeof MenuSectionSchema>;

/** A restaurant of one of the brands, inside a store (SPEC §7 `/api/restaurants-<brand>`). */
export const RestaurantSchema = RestaurantSummarySchema.extend({
  descrizione: z.string(),
  puntoVendita: z.object({ id: z.string(), slug: z.string(), nome: z.string(), citta: z.string() }),
  indirizzo: z.string(),
  position: PositionSchema,
  orari: z.array(OpeningDaySchema).length(7),
  telefono: z.string(),
  menu: z.array(MenuSectionSchema),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantsResponseSchema = z.array(RestaurantSchema);

/** How the client draws maps: offline (the embedded default) or Google Maps with a public key. */
export const StoreLocatorConfigSchema = z.object({
  maps: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('offline') }),
    z.object({ provider: z.literal('google'), apiKey: z.string().min(1) }),
  ]),
});
export type StoreLocatorConfig = z.infer<typeof StoreLocatorConfigSchema>;
