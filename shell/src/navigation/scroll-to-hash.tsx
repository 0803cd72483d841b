import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** SPEC §9: a hash jump waits 500 ms, so the page's content is laid out before we scroll. */
export const HASH_SCROLL_DELAY_MS = 500;

/**
 * Smooth scroll to the element a URL's hash names, once the page has finished loading. Scroll to
 * the top on a new page and restoring on back/forward are react-router's ScrollRestoration.
 * A keyboard user who has moved focus in the meantime keeps it: after the skip link the browser
 * has already focused the main content, and whoever tabs on into a field within 500 ms must not
 * have focus (and the page) pulled back while typing. On the page the app starts on, the browser
 * has done the jump itself (the page works before the app): if the focus is already somewhere, the
 * visitor's, the app leaves it there.
 */
export function ScrollToHash() {
  const { hash, key } = useLocation();
  const navigation = useNavigation();
  const firstPage = useRef(true);
  useEffect(() => {
    const onFirstPage = firstPage.current;
    firstPage.current = false;
    if (!hash || navigation.state !== 'idle') return;
    const focusedAtJump = document.activeElement;
    if (onFirstPage && focusedAtJump !== null && focusedAtJump !== document.body) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const active = document.activeElement;
      const movedOn =
        active !== null &&
        active !== document.body &&
        active !== focusedAtJump &&
        active !== target;
      if (movedOn) return;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key, navigation.state]);
  return null;
}
