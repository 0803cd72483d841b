import type { RouteObject } from 'react-router';

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [{ path: '/', lazy: () => import('./pages/home/home-page') }];
