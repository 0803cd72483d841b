import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** SPEC §9: a hash jump waits 500 ms, so the page's content is laid out before we scroll. */
export const HASH_SCROLL_DELAY_MS = 500;

/**
 * Smooth scroll to the element a URL's hash names, once the page has finished loading. Scroll to
 * the top on a new page and restoring on back/forward are react-router's ScrollRestoration.
 */
export function ScrollToHash() {
  const { hash, key } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (!hash || navigation.state !== 'idle') return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key, navigation.state]);
  return null;
}
