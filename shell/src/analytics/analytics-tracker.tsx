import { startInsights, subscribeConsent, hasConsent } from '@iper/analytics';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { readPublicConfig } from '../config/public-config';
import { trackPageView } from './page-view';
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
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const navigation = useNavigation();
  const consented = useAnalyticsConsent();

  useEffect(() => {
    if (!consented) return;
    const config = readPublicConfig();
    loadTagManager(config.tagManagerId);
    void startInsights(config.insights);
  }, [consented]);

  useEffect(() => {
    if (!consented || navigation.state !== 'idle') return;
    void trackPageView(location.pathname);
  }, [consented, location.pathname, navigation.state]);

  return null;
}
