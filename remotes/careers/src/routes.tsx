import type { RouteObject } from 'react-router';
import { registerCatalogs } from './i18n/catalog';
import { positionDetailLoader } from './pages/position-detail/position-detail-loader';
import { positionListLoader } from './pages/position-list/position-list-loader';

registerCatalogs();

const positionList = {
  loader: positionListLoader,
  lazy: () => import('./pages/position-list/position-list-page'),
};
const positionDetail = {
  loader: positionDetailLoader,
  lazy: () => import('./pages/position-detail/position-detail-page'),
};
const application = () => import('./pages/application/application-page');

/**
 * The paths this remote owns (see the site route table in @iper/routes), each split lazily. The
 * loaders are here, not in the lazy page modules: a page's data then starts loading alongside its
 * code instead of after it.
 */
export const routes: RouteObject[] = [
  { path: '/lavora-con-noi', lazy: () => import('./pages/careers-home/careers-home-page') },
  { path: '/lavora-con-noi/candidatura-spontanea', lazy: application },
  { path: '/lavora-con-noi/posizioni-mestieri-in-crescita', ...positionList },
  { path: '/lavora-con-noi/posizioni-mestieri-in-crescita/:article', ...positionDetail },
  { path: '/lavora-con-noi/posizioni-punto-vendita', ...positionList },
  { path: '/lavora-con-noi/posizioni-punto-vendita/:article', ...positionDetail },
  { path: '/lavora-con-noi/posizioni-sede', ...positionList },
  { path: '/lavora-con-noi/posizioni-sede/:article', ...positionDetail },
  { path: '/autocandidatura', lazy: application },
];
