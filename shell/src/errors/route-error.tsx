import { ErrorPanel } from '@iper/design-system';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { matchSiteRoute } from '@iper/routes';
import { reportRemoteError } from '../federation/remote-error-reports';
import { RemoteUnavailableError } from '../federation/remotes';
import { isChunkLoadError, reloadAfterChunkError } from '../navigation/chunk-reload';
import { DefaultLayout } from '../layouts/default-layout';
import { ErrorPage } from './error-page';

/**
 * The one reload a missing chunk gets, decided once per error: this view renders more than once
 * for the same error (a store, the layout's banner, a render React does not commit), and a second
 * call to reloadAfterChunkError would find the guard the first one left and show the panel.
 */
const chunkReloads = new WeakMap<object, boolean>();
function reloadOnce(error: object, target: string): boolean {
  let reloading = chunkReloads.get(error);
  if (reloading === undefined) {
    reloading = reloadAfterChunkError(target);
    chunkReloads.set(error, reloading);
  }
  return reloading;
}

/**
 * What a failed route shows inside the layout: a remote that cannot load gets its local error
 * panel with a retry (the page's h1: it stands for the whole page); a route error response (404,
 * 403...) gets the error page; anything else is a fatal error, logged and shown as a 500 error page.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const fatal =
    !(error instanceof RemoteUnavailableError) &&
    !isChunkLoadError(error) &&
    !isRouteErrorResponse(error);
  useEffect(() => {
    if (!fatal) return;
    console.error(error);
    // A page of a remote release that throws: counted against its version (issue 19).
    const owner = matchSiteRoute(location.pathname)?.definition.remote;
    if (owner) reportRemoteError(owner, 'render', error);
  }, [fatal, error, location.pathname]);
  if (error instanceof RemoteUnavailableError) {
    return <ErrorPanel headingLevel={1} onRetry={() => navigate(here, { replace: true })} />;
  }
  if (isChunkLoadError(error)) {
    // SPEC §9: one reload fetches the current build; if the code is still missing after it, the
    // section's panel, whose retry loads the page again from the server.
    if (reloadOnce(error as object, here)) return null;
    console.error('[federation] codice della pagina non disponibile', error);
    return <ErrorPanel headingLevel={1} onRetry={() => window.location.assign(here)} />;
  }
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} path={location.pathname} />;
  }
  return <ErrorPage status={500} />;
}

/** At layout level the error replaces the layout's element, so it brings the layout back. */
export function LayoutErrorBoundary() {
  return (
    <DefaultLayout>
      <RouteErrorView />
    </DefaultLayout>
  );
}
