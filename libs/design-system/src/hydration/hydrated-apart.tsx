import { Suspense, useContext, useEffect, type ReactNode } from 'react';
import { HydrationGateContext } from './hydration-gate';

function Settled() {
  const gate = useContext(HydrationGateContext);
  useEffect(() => gate?.partSettled(), [gate]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own, after the frame around it:
 * each such part is a task of its own, so the header is interactive first and the main thread
 * is free between the parts (Lighthouse TBT) instead of held for one hydration of everything.
 * In a page drawn in the browser it is an ordinary Suspense boundary.
 */
export function HydratedApart({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const gate = useContext(HydrationGateContext);
  useEffect(() => gate?.partMounted(), [gate]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Settled />
    </Suspense>
  );
}
