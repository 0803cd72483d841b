import type { RouteObject } from 'react-router';
import { registerCatalogs } from './i18n/catalog';

registerCatalogs();

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [
  { path: '/punti-vendita', lazy: () => import('./pages/store-list/store-list-page') },
  {
    path: '/punti-vendita/punti-ristorazione',
    lazy: () => import('./pages/restaurants/restaurants-page'),
  },
  { path: '/punti-vendita/:slug', lazy: () => import('./pages/store-detail/store-detail-page') },
  {
    path: '/punti-vendita/:slug/:restaurant',
    lazy: () => import('./pages/restaurant-detail/restaurant-detail-page'),
  },
];
