// Content values the browser needs (no zod): importing them never bundles a schema.

/**
 * The id of the JSON block in which the server inlines the content client's configuration (the
 * body of GET /api/content/config), so a page's first story request does not wait for it.
 */
export const CONTENT_CONFIG_ELEMENT_ID = 'iper-content-config';
