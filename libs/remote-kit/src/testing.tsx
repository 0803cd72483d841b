import { createAppStore, type AppStore } from '@iper/api';
import { withSessionRule } from '@iper/routes';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SiteProviders } from './providers';

/**
 * Renders a remote's routes at a path, with a fresh store and the site's providers, the way the
 * shell mounts them (each behind the session rule the route table gives it). Returns the store and
 * router for assertions.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  store: AppStore = createAppStore(),
) {
  const router = createMemoryRouter(routes.map(withSessionRule), { initialEntries: [path] });
  const result = render(
    <SiteProviders store={store}>
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return { ...result, store, router };
}
