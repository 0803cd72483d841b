import { startInsights, subscribeConsent, hasConsent, type AnalyticsUser } from '@iper/analytics';
import { useSession } from '@iper/api';
import type { User } from '@iper/contracts';
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

/** The fields SPEC §7 hashes; nulls (not given) become absent. */
function analyticsUser(user: User): AnalyticsUser {
  return {
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    birthDay: user.birthDay ?? undefined,
    birthMonth: user.birthMonth ?? undefined,
    birthYear: user.birthYear ?? undefined,
    phoneNumber: user.phoneNumber ?? undefined,
    city: user.city ?? undefined,
    zipCode: user.zipCode ?? undefined,
  };
}

/**
 * Sends a page view when a navigation has finished (so the page's own data is in), starts the
 * tag manager and the search-insights client once the visitor consents to analytics.
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const navigation = useNavigation();
  const consented = useAnalyticsConsent();
  const session = useSession();
  const sessionChecked = session.status === 'checked';
  const user = session.user;

  useEffect(() => {
    if (!consented || !sessionChecked) return;
    const config = readPublicConfig();
    loadTagManager(config.tagManagerId);
    // SPEC §3: the insights user token is 'anonymous-<uuid>' or the logged-in user's uid.
    void startInsights(config.insights, user?.uid);
  }, [consented, sessionChecked, user?.uid]);

  useEffect(() => {
    // Waits for the session so a logged-in visitor's page view carries their hashed data.
    if (!consented || !sessionChecked || navigation.state !== 'idle') return;
    void trackPageView(location.pathname, user ? analyticsUser(user) : undefined);
  }, [consented, sessionChecked, user, location.pathname, navigation.state]);

  return null;
}
