import '@iper/design-system/tokens.css';
import { createAppStore } from '@iper/api';
import { withSessionRule } from '@iper/routes';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { SiteProviders } from './providers';

/**
 * Serves a remote alone for its team (`npm run dev -w <remote>`): its routes under a bare frame,
 * with the site's providers. Data requests go to the Fastify server through the dev proxy.
 */
export function mountStandalone(routes: RouteObject[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const router = createBrowserRouter([
    {
      element: (
        <main id="contenuto-principale">
          <Outlet />
        </main>
      ),
      // Behind the route table's session rules, as in the site.
      children: routes.map(withSessionRule),
    },
  ]);
  createRoot(container).render(
    <SiteProviders store={createAppStore()}>
      <RouterProvider router={router} />
    </SiteProviders>,
  );
}
