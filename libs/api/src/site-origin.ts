/**
 * The site's own address, for code that runs in the browser and on the server alike (data loaders,
 * the content client): the page's origin in a browser; on the server, the address of the server's
 * own API, which the render worker sets before it renders (server/src/pages/render).
 */
let serverOrigin: string | undefined;

export function siteOrigin(): string {
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null')
    return window.location.origin;
  if (!serverOrigin) throw new Error('siteOrigin: no window and no server origin set');
  return serverOrigin;
}

/** How server code reads the server's own API (the render worker's choice; fetch by default). */
let serverFetch: typeof fetch | undefined;

/**
 * Render worker only: where the server's own API answers (http://127.0.0.1:<port>), and with
 * which fetch it is read there.
 */
export function setServerOrigin(origin: string, options: { fetch?: typeof fetch } = {}): void {
  serverOrigin = origin;
  serverFetch = options.fetch;
}

/** The fetch the site's API is read with: the browser's; on the server, the render worker's. */
export const siteFetch: typeof fetch = (input, init) =>
  (isServer && serverFetch ? serverFetch : fetch)(input, init);

/** True while rendering on the server: no DOM, no storage, no layout. */
export const isServer = typeof window === 'undefined';
