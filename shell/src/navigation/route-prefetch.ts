import { matchSiteRoute, type RemoteName } from '@iper/routes';
import { loadRemoteRoutes } from '../federation/remotes';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §9: no prefetching on a 2g connection or with data saver on. */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Warms up the remote that owns a path (its manifest, container and route module), so the click
 * that follows renders without waiting for code. Each remote is fetched once; a failure is
 * forgotten so the navigation itself can retry and show the error panel.
 */
export function createRoutePrefetcher(
  load: (remote: RemoteName) => Promise<unknown> = loadRemoteRoutes,
  connection: () => NetworkInformation | undefined = () =>
    (navigator as Navigator & { connection?: NetworkInformation }).connection,
) {
  const warmed = new Set<RemoteName>();
  return function prefetchRoute(path: string): void {
    if (isSlowConnection(connection())) return;
    const remote = matchSiteRoute(path.split(/[?#]/)[0] ?? '/')?.definition.remote;
    if (!remote || warmed.has(remote)) return;
    warmed.add(remote);
    load(remote).catch(() => warmed.delete(remote));
  };
}
