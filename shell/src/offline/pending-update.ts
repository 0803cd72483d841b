/**
 * A new version of the site waiting in the service worker, applied at the next navigation (issue
 * 33): the router calls `applyPendingUpdate` as a navigation starts; when an update waits, the
 * navigation becomes a full page load of the new version instead of a client-side one that would
 * keep running the old shell. Tiny and free of Workbox.
 *
 * The registration runs in the page script, the router in the app (two bundles: docs/architecture.md,
 * "When the app starts"): they meet through a cancelable window event, which the waiting update
 * answers by cancelling it.
 */
const NAVIGATION_EVENT = 'iper:navigation-start';

let offered: ((event: Event) => void) | undefined;

/** Called by the registration once a new worker is waiting: the next navigation applies it. */
export function offerUpdateOnNavigation(applyAt: (href: string) => void): void {
  if (offered) window.removeEventListener(NAVIGATION_EVENT, offered);
  const onNavigation = (event: Event) => {
    event.preventDefault();
    window.removeEventListener(NAVIGATION_EVENT, onNavigation);
    offered = undefined;
    applyAt((event as CustomEvent<string>).detail);
  };
  offered = onNavigation;
  window.addEventListener(NAVIGATION_EVENT, onNavigation);
}

/** Starts the update at `href` when one waits; true when it did (the page is being replaced). */
export function applyPendingUpdate(href: string): boolean {
  return !window.dispatchEvent(
    new CustomEvent<string>(NAVIGATION_EVENT, { detail: href, cancelable: true }),
  );
}
