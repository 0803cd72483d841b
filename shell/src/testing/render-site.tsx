import { createAppStore } from '@iper/api';
import type { RemoteName } from '@iper/routes';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createRemotePatcher, shellRoutes } from '../app/router';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Renders a router inside what the shell's bootstrap gives it: a fresh store and Italian intl. */
export function renderRouter(router: MemoryRouter): MemoryRouter {
  render(
    <Provider store={createAppStore()}>
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>,
  );
  return router;
}

/**
 * The site at `path` in a test: the shell's routes, each remote's routes coming from `load`
 * instead of Module Federation, mounted on navigation as in the browser.
 */
export function renderSite(
  path: string,
  load: (remote: RemoteName) => Promise<RouteObject[]>,
): MemoryRouter {
  return renderRouter(
    createMemoryRouter(shellRoutes, {
      initialEntries: [path],
      patchRoutesOnNavigation: createRemotePatcher(load),
    }),
  );
}
