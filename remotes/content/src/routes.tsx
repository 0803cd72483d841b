import { HYDRATION_DATA_ELEMENT_ID } from '@iper/contracts';
import type { RouteObject } from 'react-router';
import { contentClient } from './cms/content-client';
import { registerCatalogs } from './i18n/catalog';
import { flyerLoader, flyerShouldRevalidate } from './pages/flyer/flyer-loader';
import { flyerListLoader } from './pages/flyer-list/flyer-list-loader';
import { homeLoader } from './pages/home/home-loader';

registerCatalogs();

// Every page of this remote reads the CMS: as soon as the shell loads the remote for a page drawn
// in the browser, the content client's configuration and library start loading, alongside the
// page's own chunk, instead of after it. (A failure here is retried by the page's loader.) A page
// the server rendered came with its stories: the client waits for the first navigation.
if (
  typeof window !== 'undefined' &&
  window.location.protocol.startsWith('http') &&
  !document.getElementById(HYDRATION_DATA_ELEMENT_ID)
) {
  contentClient().catch(() => undefined);
}

/**
 * The paths this remote owns (see the site route table in @iper/routes), each split lazily with
 * its loader.
 */
export const routes: RouteObject[] = [
  { path: '/', loader: homeLoader, lazy: () => import('./pages/home/home-page') },
  { path: '/:generic', lazy: () => import('./pages/generic/generic-page') },
  { path: '/:generic/:category', lazy: () => import('./pages/generic/generic-page') },
  { path: '/foodtruck', lazy: () => import('./pages/foodtruck/foodtruck-page') },
  { path: '/iper-drive', lazy: () => import('./pages/iper-drive/iper-drive-page') },
  { path: '/page-list', lazy: () => import('./pages/page-list/page-list-page') },
  { path: '/iper-mag', lazy: () => import('./pages/magazine-home/magazine-home-page') },
  {
    path: '/iper-mag/:category',
    lazy: () => import('./pages/magazine-category/magazine-category-page'),
  },
  {
    path: '/iper-mag/:category/:article',
    lazy: () => import('./pages/magazine-article/magazine-article-page'),
  },
  { path: '/servizi', lazy: () => import('./pages/services-home/services-home-page') },
  {
    path: '/servizi/:category',
    lazy: () => import('./pages/services-category/services-category-page'),
  },
  {
    path: '/servizi/:category/:article',
    lazy: () => import('./pages/service-detail/service-detail-page'),
  },
  {
    path: '/le-nostre-produzioni',
    lazy: () => import('./pages/productions-home/productions-home-page'),
  },
  {
    path: '/le-nostre-produzioni/:category/:article?',
    lazy: () => import('./pages/production-detail/production-detail-page'),
  },
  { path: '/serve-aiuto', lazy: () => import('./pages/help-home/help-home-page') },
  {
    path: '/serve-aiuto/:category/:faq?',
    lazy: () => import('./pages/help-category/help-category-page'),
  },
  {
    path: '/lista-volantini',
    loader: flyerListLoader,
    lazy: () => import('./pages/flyer-list/flyer-list-page'),
  },
  {
    path: '/volantino',
    loader: flyerLoader,
    shouldRevalidate: flyerShouldRevalidate,
    lazy: () => import('./pages/flyer/flyer-page'),
  },
  {
    path: '/cerca',
    // The search's code comes with a search, beside the page's chunk, not with every page here.
    loader: (args) =>
      import('./pages/search/search-loader').then(({ searchLoader }) => searchLoader(args)),
    lazy: () => import('./pages/search/search-page'),
  },
];
