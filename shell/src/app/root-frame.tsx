import { Loading } from '@iper/design-system';
import { applyPageHead, DEFAULT_ROBOTS, HEAD_UPDATE_DELAY_MS } from '@iper/routes';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AnalyticsTracker } from '../analytics/analytics-tracker';
import { ConsentBanner } from '../consent/consent-banner';
import { ProgressBar } from '../navigation/progress-bar';
import { ScrollToHash } from '../navigation/scroll-to-hash';

/** Every page starts with the site's head; a page's own `usePageHead` overrides it after render. */
function DefaultHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(
      () =>
        applyPageHead({
          title: document.title.replace(/ \| Iper$/, '') || 'Iper',
          robots: DEFAULT_ROBOTS,
        }),
      HEAD_UPDATE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}

/**
 * The root of every page, whatever its layout: progress bar, scroll restoration (top on a new
 * page, back where you were on back/forward), hash scrolling, head defaults, consent, analytics.
 * The layouts place the test-version banner themselves, after their skip link, which must be the
 * page's first link.
 */
export function RootFrame() {
  return (
    <>
      <ProgressBar />
      <ScrollRestoration />
      <ScrollToHash />
      <DefaultHead />
      <Outlet />
      <ConsentBanner />
      <AnalyticsTracker />
    </>
  );
}

export function RootHydrateFallback() {
  return <Loading />;
}
