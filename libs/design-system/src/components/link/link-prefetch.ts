import { createContext, useContext } from 'react';

/**
 * How a Link warms up its target before the click: the shell provides it (it knows which remote
 * owns which path and loads that remote's code); outside the shell it does nothing.
 */
export type PrefetchRoute = (path: string) => void;

export const LinkPrefetchContext = createContext<PrefetchRoute>(() => undefined);

export function usePrefetchRoute(): PrefetchRoute {
  return useContext(LinkPrefetchContext);
}
