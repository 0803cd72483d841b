/**
 * The site's own address, for code that runs in the browser and on the server alike (data loaders,
 * the content client, the site search): the page's origin in a browser; on the server, the origin
 * of the page being rendered, which the render sets (shell/src/server/render-page.tsx).
 */
let serverOrigin: string | undefined;

export function siteOrigin(): string {
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null')
    return window.location.origin;
  if (!serverOrigin) throw new Error('siteOrigin: no window and no server origin set');
  return serverOrigin;
}

/** How a server render reads the site's data (the render worker's in-process reads). */
let serverFetch: typeof fetch | undefined;

/**
 * Server render only: the page's origin, and the fetch that reads the site's data there (the
 * render worker answers it from the server's thread, with no HTTP: server/src/pages/render).
 */
export function setServerOrigin(origin: string, options: { fetch?: typeof fetch } = {}): void {
  serverOrigin = origin;
  serverFetch = options.fetch;
}

/**
 * The fetch the site's own data is read with: the browser's; on the server, the render worker's.
 * Every reader of the site's data on the server goes through it (RTK Query, the CMS client, the
 * site search): none reaches the server over the network.
 */
export const siteFetch: typeof fetch = (input, init) =>
  (isServer && serverFetch ? serverFetch : fetch)(input, init);

/** True while rendering on the server: no DOM, no storage, no layout. */
export const isServer = typeof window === 'undefined';
