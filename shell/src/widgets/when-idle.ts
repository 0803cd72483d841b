import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns its
 * cancellation. What is not what the visitor came for waits for it, so the page's own code gets
 * the network and the main thread first.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/** False until the browser has been idle once after the component mounted (false on the server). */
export function useBrowserIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs]);
  return idle;
}
