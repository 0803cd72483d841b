import { hasConsent } from './consent';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes to the tag manager's dataLayer, only with the visitor's consent to analytics: before
 * consent nothing is recorded, not even in memory.
 */
export function pushToDataLayer(entry: Record<string, unknown>): boolean {
  if (typeof window === 'undefined' || !hasConsent('analytics')) return false;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
  return true;
}

/** The events remotes may send (SPEC §7). */
export type AnalyticsEventName =
  'login' | 'login_error' | 'social_login' | 'crea_carta_vantaggi_digitale';

export function trackEvent(
  event: AnalyticsEventName | (string & {}),
  params: Record<string, unknown> = {},
): boolean {
  return pushToDataLayer({ event, ...params });
}
