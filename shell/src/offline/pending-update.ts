/**
 * A new version of the site waiting in the service worker, applied at the next navigation (issue
 * 33): the router calls `applyPendingUpdate` as a navigation starts; when an update waits, the
 * navigation becomes a full page load of the new version instead of a client-side one that would
 * keep running the old shell. Tiny and free of Workbox: it is part of the router's start-up.
 */
let apply: ((href: string) => void) | undefined;

/** Called by the registration once a new worker is waiting. */
export function offerUpdateOnNavigation(applyAt: (href: string) => void): void {
  apply = applyAt;
}

/** Starts the update at `href` when one waits; true when it did (the page is being replaced). */
export function applyPendingUpdate(href: string): boolean {
  if (!apply) return false;
  const run = apply;
  apply = undefined;
  run(href);
  return true;
}
