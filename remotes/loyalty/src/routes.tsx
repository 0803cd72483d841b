import type { RouteObject } from 'react-router';
import { registerCatalogs } from './i18n/catalog';
import { virtualCardVouchersLoader } from './pages/virtual-card-vouchers/virtual-card-vouchers-loader';

registerCatalogs();

/**
 * The paths this remote owns (see the site route table in @iper/routes), each split lazily. A
 * loader is here, not in the lazy page module: the page's data then starts loading alongside its
 * code instead of after it. (The other pages read only the visitor's own data, or none.)
 */
export const routes: RouteObject[] = [
  { path: '/carta-vantaggi', lazy: () => import('./pages/advantage-card/advantage-card-page') },
  { path: '/carta-vantaggi/coupon', lazy: () => import('./pages/coupons/coupons-page') },
  {
    path: '/carta-vantaggi/richiedi',
    lazy: () => import('./pages/request-card/request-card-page'),
  },
  { path: '/gift-card', lazy: () => import('./pages/gift-card/gift-card-page') },
  { path: '/virtual-card', lazy: () => import('./pages/virtual-card/virtual-card-page') },
  {
    path: '/virtual-card/altri-negozi',
    lazy: () => import('./pages/virtual-card-other-stores/virtual-card-other-stores-page'),
  },
  {
    path: '/virtual-card/aziende',
    lazy: () => import('./pages/virtual-card-companies/virtual-card-companies-page'),
  },
  {
    path: '/virtual-card/buoni-spesa',
    loader: virtualCardVouchersLoader,
    lazy: () => import('./pages/virtual-card-vouchers/virtual-card-vouchers-page'),
  },
];
