import type { RouteObject } from 'react-router';

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [
  { path: '/gift-card', lazy: () => import('./pages/gift-card/gift-card-page') },
];
