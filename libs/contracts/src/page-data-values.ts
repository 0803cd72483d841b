// Page data values the browser needs (no zod): importing them never bundles a schema.

/**
 * The JSON data block of a server-rendered page: the remote whose routes must be in the router
 * before the browser hydrates, and the router's state (shell/src/server/hydration-data.ts writes
 * it, shell/src/app/server-rendered-page.ts reads it, the server puts it in the page).
 */
export const HYDRATION_DATA_ELEMENT_ID = 'iper-hydration';

/** The JSON data block of every page with the remotes it loads (shell/src/federation/remotes.ts). */
export const REMOTES_MANIFEST_ELEMENT_ID = 'iper-remotes-manifest';

/** The JSON data block of every page with the public configuration (@iper/api public-config.ts). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'iper-public-config';

/**
 * The speculation rules of a server-rendered page (server/src/pages/document/speculation-rules.ts):
 * the app removes them when it starts, and its router takes the links over.
 */
export const SPECULATION_RULES_ELEMENT_ID = 'iper-speculation';
