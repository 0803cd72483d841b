import { matchSiteRoute, type RouteMatch } from '@iper/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localBuildOf, type LocalBuild } from '../releases/local-builds';

/** A page being answered, once its address is resolved. */
export interface ResolvedPage {
  pathname: string;
  route: RouteMatch | undefined;
  /** The page's remote, and its build when this server has it. */
  owner?: {
    name: string;
    /** Its entry as this visitor sees the site (its manifest's address). */
    entry: string;
    version: string | undefined;
    build: LocalBuild | undefined;
  };
}

/** The route of a page's address, and the remote that owns it as this visitor sees the site. */
export function resolvePage(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): ResolvedPage {
  const route = matchSiteRoute(pathname);
  const owner = route
    ? request.remotesManifest.remotes.find((remote) => remote.name === route.definition.remote)
    : undefined;
  if (!owner) return { pathname, route };
  return {
    pathname,
    route,
    owner: {
      name: owner.name,
      entry: owner.entry,
      version: owner.version,
      build: localBuildOf(app.config, app.releases.store, route!.definition.remote, owner.entry),
    },
  };
}
