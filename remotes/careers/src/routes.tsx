import type { RouteObject } from 'react-router';
import { registerCatalogs } from './i18n/catalog';

registerCatalogs();

const positionList = () => import('./pages/position-list/position-list-page');
const positionDetail = () => import('./pages/position-detail/position-detail-page');
const application = () => import('./pages/application/application-page');

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [
  { path: '/lavora-con-noi', lazy: () => import('./pages/careers-home/careers-home-page') },
  { path: '/lavora-con-noi/candidatura-spontanea', lazy: application },
  { path: '/lavora-con-noi/posizioni-mestieri-in-crescita', lazy: positionList },
  { path: '/lavora-con-noi/posizioni-mestieri-in-crescita/:article', lazy: positionDetail },
  { path: '/lavora-con-noi/posizioni-punto-vendita', lazy: positionList },
  { path: '/lavora-con-noi/posizioni-punto-vendita/:article', lazy: positionDetail },
  { path: '/lavora-con-noi/posizioni-sede', lazy: positionList },
  { path: '/lavora-con-noi/posizioni-sede/:article', lazy: positionDetail },
  { path: '/autocandidatura', lazy: application },
];
