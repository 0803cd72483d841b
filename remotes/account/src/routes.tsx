import type { RouteObject } from 'react-router';

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [
  { path: '/account/lista-spesa', lazy: () => import('./pages/shopping-list/shopping-list-page') },
];
