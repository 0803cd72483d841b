import { createContext } from 'react';

/**
 * Tells when the whole page is hydrated. A server-rendered page hydrates in parts (the frame
 * first, then each `HydratedApart` on its own), so "the first render is committed" is not "the
 * page is React's": the saved store must not change the state while a part still compares the
 * server's HTML with its render, and the page's controls take clicks only once all parts are live.
 */
export interface HydrationGate {
  /** A part that hydrates apart exists: wait for it. */
  partMounted(): void;
  /** That part is hydrated (or rendered, in a page drawn in the browser). */
  partSettled(): void;
  /** The frame is committed. */
  frameCommitted(): void;
}

export function createHydrationGate(onHydrated: () => void): HydrationGate {
  // Counted both ways: in a page drawn in the browser a part settles before it is counted
  // (effects run children first), and the sum is what matters.
  let pending = 0;
  let frame = false;
  let done = false;
  const check = () => {
    if (!done && frame && pending <= 0) {
      done = true;
      onHydrated();
    }
  };
  return {
    partMounted: () => {
      pending += 1;
    },
    partSettled: () => {
      pending -= 1;
      check();
    },
    frameCommitted: () => {
      frame = true;
      check();
    },
  };
}

export const HydrationGateContext = createContext<HydrationGate | undefined>(undefined);
