import { PRERENDER_AHEAD, PRERENDER_AHEAD_ATTRIBUTE } from '@iper/contracts';

/**
 * The next page a visitor most likely opens, prerendered before the app has started: a tap on it
 * then shows a page already drawn (the header's store link at 4× CPU: 147–226 ms from the tap to
 * the store list's first paint), where a press on the link starts its prerender too late for a
 * phone and a navigation costs 300–500 ms, most of it the new document's own start, parse and
 * layout (docs/performance.md). The links marked `later` (PRERENDER_AHEAD_ATTRIBUTE: the header's
 * store link, the store selector's stand-in) are turned `now` once this page's own start-up is over
 * (page-script.ts), and the server's speculation rules prerender those at once
 * (server/src/pages/document/speculation-rules.ts); never a link to this very page.
 *
 * Chromium prerenders nothing with Save-Data, in battery saver or low on memory, and a prerendered
 * page starts nothing and counts no page view until it is shown (boot-loader.ts). The app removes
 * the rules when it starts (bootstrap.tsx): its router answers then. A page with links to
 * prerender ahead asks for the service worker's update check itself: the prerender's navigation
 * can cost it the browser's own (offline/start.ts).
 */
export function linksToPrerenderAhead(): HTMLAnchorElement[] {
  const here = withoutHash(window.location.href);
  const marked = `a[href][${PRERENDER_AHEAD_ATTRIBUTE}="${PRERENDER_AHEAD.later}"]`;
  return [...document.querySelectorAll<HTMLAnchorElement>(marked)].filter(
    (link) => withoutHash(link.href) !== here,
  );
}

/** Turns the links `now`: the server's speculation rules prerender them at once. */
export function prerenderAhead(links: readonly HTMLAnchorElement[]): void {
  for (const link of links) link.setAttribute(PRERENDER_AHEAD_ATTRIBUTE, PRERENDER_AHEAD.now);
}

function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}
