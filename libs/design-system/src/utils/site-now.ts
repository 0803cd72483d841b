import { createContext, startTransition, useContext, useEffect, useMemo, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The instant the server draws a page at (epoch milliseconds), for the render on the server: one
 * per request, since a server renders many pages at once. The browser is told the same instant in
 * the hydration data and holds its clock at it while it hydrates (holdSiteClock).
 */
export const RenderedAtContext = createContext<number | undefined>(undefined);

let heldAt: number | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

function browserNow(): number {
  return heldAt ?? currentMinute();
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** One timer for the whole page, at each minute's turn, while anything shows the time. */
function tickAtNextMinute() {
  timer = setTimeout(
    () => {
      notify();
      tickAtNextMinute();
    },
    currentMinute() + MINUTE_MS - Date.now(),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) tickAtNextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/**
 * The browser's clock stands at the server's render instant until the page is hydrated: a text
 * that depends on the time ("Aperto ora", the footer's year) hydrates as the server wrote it even
 * when a store's closing minute has passed since, or the HTML came from the cache.
 */
export function holdSiteClock(renderedAt: number): void {
  heldAt = renderedAt;
}

/**
 * The page is hydrated: the clock runs. What shows the time is drawn again with the live minute,
 * once every part is React's (an update reaching a part still being hydrated would make React
 * throw that part's server HTML away).
 */
export function releaseSiteClock(): void {
  if (heldAt === undefined) return;
  heldAt = undefined;
  notify();
}

/**
 * The site's "now" for rendering, by the minute: the render instant on the server and while the
 * browser hydrates, then the live clock (an open store shows closed at its closing minute without
 * a reload). Render code reads the time through this, never `new Date()`: the server's HTML and
 * the browser's first render must agree.
 *
 * A new minute is drawn as a transition, in slices that let the browser answer the visitor: the
 * store list's cards all read the clock, and the release after hydration (the page often came from
 * the HTML cache a minute ago) redrew them in one task at a store subscription's sync priority.
 */
export function useSiteNow(): Date {
  const renderedAt = useContext(RenderedAtContext);
  const [instant, setInstant] = useState(() => renderedAt ?? browserNow());
  useEffect(() => {
    const follow = () => startTransition(() => setInstant(browserNow()));
    const unsubscribe = subscribe(follow);
    // The clock may have moved between this render and its subscription (the same minute bails out).
    follow();
    return unsubscribe;
  }, []);
  return useMemo(() => new Date(instant), [instant]);
}
