import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (once true, it stays true): for
 * code that only matters when the visitor gets there, like a form at the bottom of a page. The
 * margin is a screenful by default, so scrolling or tabbing towards it loads it before it is
 * reached. Without IntersectionObserver (old browsers, jsdom) it is true at once; on the server it
 * is false (there is no viewport), as in the browser's first render, which hydrates the server's.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '100% 0px',
): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, rootMargin]);
  return [setNode, near];
}
