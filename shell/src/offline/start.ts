import { registerServiceWorker } from './service-worker-client';

/**
 * The service worker's start (issue 33, docs/offline.md). Once the page has loaded and the
 * browser is idle, the site's worker is registered (service-worker-client.ts: the browser's own
 * API, half a kilobyte), so neither the first paint nor the page's interactivity waits for it
 * (Lighthouse TBT); the update prompt's code loads only when a new version waits.
 *
 * `checkForUpdate`: the page prerenders a next page (page-script/prerender-ahead.ts). The
 * browser checks for a new worker after each navigation, and Chromium let that check of this
 * page go when a prerender's navigation followed it (the offline journey never saw a new
 * release offered); such a page asks for the check itself, once.
 */
export function startOffline({ checkForUpdate = false } = {}): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    void registerServiceWorker(navigator.serviceWorker, { checkForUpdate }).catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 10_000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
