import { startInsights, subscribeConsent, hasConsent } from '@iper/analytics';
import type { AppDispatch } from '@iper/api';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigation } from 'react-router';
import { readPublicConfig } from '../config/public-config';
import { takeCountedPageView } from './opened-page';
import { trackPageView } from './page-view';
import { analyticsUserOf, readSessionUser } from './session-user';
import { loadTagManager } from './tag-manager';

function useAnalyticsConsent(): boolean {
  return useSyncExternalStore(
    (onChange) => subscribeConsent(onChange),
    () => hasConsent('analytics'),
    () => false,
  );
}

/**
 * Sends a page view when a navigation has finished (so the page's own data is in), starts the
 * tag manager and the search-insights client once the visitor consents to analytics.
 *
 * The logged-in user is read once per page view (SPEC §7: hashed user data; §3: the insights token
 * is their uid) rather than subscribed to: nothing here re-renders when the session changes, and
 * without consent the session is not even asked for.
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const navigation = useNavigation();
  const consented = useAnalyticsConsent();
  const dispatch = useDispatch<AppDispatch>();
  // Page views leave in the order the visitor saw the pages, whatever each one waits for.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!consented) return;
    loadTagManager(readPublicConfig().tagManagerId);
  }, [consented]);

  useEffect(() => {
    if (!consented || navigation.state !== 'idle') return;
    const pathname = location.pathname;
    // The page the app started on, counted already by the page script (opened-page.ts).
    if (takeCountedPageView(pathname)) {
      void startInsights(readPublicConfig().insights);
      return;
    }
    queue.current = queue.current.then(async () => {
      const user = await readSessionUser(dispatch).catch(() => null);
      void startInsights(readPublicConfig().insights, user?.uid);
      await trackPageView(pathname, user ? analyticsUserOf(user) : undefined);
    });
  }, [consented, dispatch, location.pathname, navigation.state]);

  return null;
}
