import { hasConsent, pushToDataLayer, startInsights } from '@iper/analytics';
import { PAGE_VIEW_COUNTED_ATTRIBUTE, type PageData } from '@iper/contracts';
import { readPublicConfig } from '../config/public-config';
import { loadTagManager } from './tag-manager';

/**
 * SPEC §7's page view of a page opened before (or without) its app, with the visitor's consent to
 * analytics: the app may never start on a page that is only read. A signed-in visitor's page
 * starts its app at once and the app's tracker counts it with their hashed data.
 * The path counted is left on `<html>`, so the app's tracker does not count it twice.
 */
export function countOpenedPage(page: Pick<PageData, 'personal' | 'pageType'>): boolean {
  if (page.personal || !hasConsent('analytics')) return false;
  loadTagManager(readPublicConfig().tagManagerId);
  const pathname = window.location.pathname;
  const counted = pushToDataLayer({
    event: 'page_view',
    page_type: page.pageType,
    page_path: pathname,
    logged_in: false,
  });
  if (counted) document.documentElement.setAttribute(PAGE_VIEW_COUNTED_ATTRIBUTE, pathname);
  // The search-insights client keeps the visitor's anonymous token (SPEC §3), app or not.
  void startInsights(readPublicConfig().insights);
  return counted;
}

/** Whether the page script has already counted this path's page view (and forgets it: once). */
export function takeCountedPageView(pathname: string): boolean {
  const root = document.documentElement;
  const counted = root.getAttribute(PAGE_VIEW_COUNTED_ATTRIBUTE) === pathname;
  root.removeAttribute(PAGE_VIEW_COUNTED_ATTRIBUTE);
  return counted;
}
