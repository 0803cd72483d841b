import type { RouteObject } from 'react-router';
import { SHOWCASE_BASE, SHOWCASE_PAGES } from './showcase-pages';

/** Each page module, loaded on demand (static paths so the bundler splits one chunk per page). */
const PAGE_MODULES: Record<string, RouteObject['lazy']> = {
  anchor: () => import('./pages/anchor/anchor-page'),
  modal: () => import('./pages/modal/modal-page'),
  search: () => import('./pages/search/search-page'),
  toggle: () => import('./pages/toggle/toggle-page'),
  video: () => import('./pages/video/video-page'),
  buttons: () => import('./pages/buttons/buttons-page'),
  navigation: () => import('./pages/navigation/navigation-page'),
  feedback: () => import('./pages/feedback/feedback-page'),
  content: () => import('./pages/content/content-page'),
  forms: () => import('./pages/forms/forms-page'),
  map: () => import('./pages/map/map-page'),
  'store-locator': () => import('./pages/store-locator/store-locator-page'),
  'template-volantino': () => import('./pages/template-volantino/template-volantino-page'),
  registration: () => import('./pages/registration/registration-page'),
};

/**
 * The /test/** showcase pages (SPEC §2) as route objects with absolute paths, for the shell's
 * router to mount under its default layout. `/test` lists them.
 */
export const showcaseRoutes: RouteObject[] = [
  { path: SHOWCASE_BASE, lazy: () => import('./pages/index/index-page') },
  ...SHOWCASE_PAGES.map((page) => ({
    path: `${SHOWCASE_BASE}/${page.slug}`,
    lazy: PAGE_MODULES[page.slug],
  })),
];
