// Store-service values the browser needs (no zod): importing them never bundles a schema.

/**
 * The fixed uuid of the restaurants service category (SPEC §9: its value is not shown, so it is
 * ours): services in this category are the restaurants of a store.
 */
export const RESTAURANTS_CATEGORY_ID = '6f1c2b9e-5d4a-4e3b-9a7c-2d8e0f1a3b5c';
