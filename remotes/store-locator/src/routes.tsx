import type { RouteObject } from 'react-router';

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [
  { path: '/punti-vendita', lazy: () => import('./pages/store-list/store-list-page') },
];
