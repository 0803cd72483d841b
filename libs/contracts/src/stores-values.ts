// Store values the browser needs (no zod): importing them never bundles a schema.

/** 'from-to' with 24-hour times ('08:30-21:00'); a closing time before the opening one ends after midnight. */
export const HOURS_PATTERN = /^$|^\d{2}:\d{2}-\d{2}:\d{2}$/;

/** The five restaurant brands of SPEC §7 (`/api/restaurants-<brand>`). */
export const RESTAURANT_BRANDS = [
  'cremamore',
  'foodtruck',
  'portello-caffe',
  'risto',
  'romantica',
] as const;

/** SPEC §3 Fuel entry names, in the order a station lists them. */
export const FUEL_NAMES = ['Benzina', 'Diesel', 'GPL', 'HVO', 'Metano'] as const;
