import { offerUpdateOnNavigation } from './pending-update';

export const SERVICE_WORKER_URL = '/sw.js';
/** How long the page waits for the new worker to take over before loading the new version anyway. */
const TAKEOVER_TIMEOUT_MS = 3000;

/**
 * Registers the site's service worker (server/src/offline writes /sw.js for the versions live now)
 * and offers its updates: when a new worker waits — the shell or a remote changed, or was rolled
 * back — "Nuova versione disponibile" is shown, and the new version is loaded when the customer
 * asks or at the next navigation, never mixed into the running page.
 *
 * The browser's own API, not workbox-window: the three things needed here (register, see a
 * waiting worker, tell it to take over) are a few lines, and this chunk is downloaded on every
 * first visit (e2e/tests/budgets.spec.ts counts it); workbox-window cost 2 KiB gzip more.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  { checkForUpdate = false } = {},
): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });
  // Only a controlled page can be offered a replacement (start.ts says when it asks).
  if (checkForUpdate && container.controller) void registration.update().catch(() => undefined);
  let applying = false;
  const applyUpdate = (href?: string) => {
    const waiting = registration.waiting;
    if (applying || !waiting) return;
    applying = true;
    const load = () => (href ? window.location.assign(href) : window.location.reload());
    container.addEventListener('controllerchange', load, { once: true });
    setTimeout(load, TAKEOVER_TIMEOUT_MS);
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  const offer = () => {
    // The first worker of this browser takes over by itself: only a replacement is an update.
    if (!registration.waiting || !container.controller) return;
    offerUpdateOnNavigation((href) => applyUpdate(href));
    // The prompt's code and style load only when there is something to offer.
    void import(/* webpackChunkName: "update-prompt" */ './update-prompt')
      .then(({ showUpdatePrompt }) => showUpdatePrompt(() => applyUpdate()))
      .catch(() => undefined);
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
  offer();
  // A tab left open for days still hears of a new release when the customer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
