import type { RouteObject } from 'react-router';
import { registerCatalogs } from './i18n/catalog';
import { restaurantDetailLoader } from './pages/restaurant-detail/restaurant-detail-loader';
import { restaurantsLoader } from './pages/restaurants/restaurants-loader';
import { storeDetailLoader } from './pages/store-detail/store-detail-loader';
import { storeListLoader } from './pages/store-list/store-list-loader';

registerCatalogs();

/**
 * The paths this remote owns (see the site route table in @iper/routes), each split lazily. The
 * loaders are here, not in the lazy page modules: a page's data then starts loading alongside its
 * code instead of after it.
 */
export const routes: RouteObject[] = [
  {
    path: '/punti-vendita',
    loader: storeListLoader,
    lazy: () => import('./pages/store-list/store-list-page'),
  },
  {
    path: '/punti-vendita/punti-ristorazione',
    loader: restaurantsLoader,
    lazy: () => import('./pages/restaurants/restaurants-page'),
  },
  {
    path: '/punti-vendita/:slug',
    loader: storeDetailLoader,
    lazy: () => import('./pages/store-detail/store-detail-page'),
  },
  {
    path: '/punti-vendita/:slug/:restaurant',
    loader: restaurantDetailLoader,
    lazy: () => import('./pages/restaurant-detail/restaurant-detail-page'),
  },
];
