/**
 * The site's own address, for code that runs in the browser and on the server alike (data loaders,
 * the content client): the page's origin in a browser; on the server, the address of the server's
 * own API, which the render worker sets before it renders (server/src/platform/ssr).
 */
let serverOrigin: string | undefined;

export function siteOrigin(): string {
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null')
    return window.location.origin;
  if (!serverOrigin) throw new Error('siteOrigin: no window and no server origin set');
  return serverOrigin;
}

/** Render worker only: where the server's own API answers (http://127.0.0.1:<port>). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** True while rendering on the server: no DOM, no storage, no layout. */
export const isServer = typeof window === 'undefined';
