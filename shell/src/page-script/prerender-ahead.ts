import { PRERENDER_AHEAD, PRERENDER_AHEAD_ATTRIBUTE } from '@iper/contracts';

/**
 * The next page a visitor most likely opens, prerendered before the app has started: a tap on it
 * then shows a page already drawn (the header's store link at 4× CPU: 147–226 ms from the tap to
 * the store list's first paint), where a press on the link starts its prerender too late for a
 * phone and a navigation costs 300–500 ms, most of it the new document's own start, parse and
 * layout (docs/performance.md). The links marked `later` (PRERENDER_AHEAD_ATTRIBUTE: the header's
 * store link, the store selector's stand-in) are turned `now` when this script runs (the page has
 * loaded and the browser is idle), and the server's speculation rules prerender those at once
 * (server/src/pages/document/speculation-rules.ts); never a link to this very page.
 *
 * Chromium prerenders nothing with Save-Data, in battery saver or low on memory, and a prerendered
 * page starts nothing and counts no page view until it is shown (boot-loader.ts). The app removes
 * the rules when it starts (bootstrap.tsx): its router answers then. Returns whether a prerender
 * was asked for: its navigation can cost this page the browser's own service worker update check
 * (offline/start.ts).
 */
export function prerenderAhead(): boolean {
  const here = withoutHash(window.location.href);
  const marked = `a[href][${PRERENDER_AHEAD_ATTRIBUTE}="${PRERENDER_AHEAD.later}"]`;
  let started = false;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(marked))
    if (withoutHash(link.href) !== here) {
      link.setAttribute(PRERENDER_AHEAD_ATTRIBUTE, PRERENDER_AHEAD.now);
      started = true;
    }
  return started;
}

function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}
