import { hasConsent } from './consent';

/** Public search-analytics settings (SPEC §7); `host` unset means our own server's collector. */
export interface InsightsConfig {
  appId: string;
  apiKey: string;
  region?: 'de' | 'us';
  host?: string;
}

export const INSIGHTS_COOKIE = '_ALGOLIA';
/** SPEC §9: 6 months of 2,592,000,000 ms. */
export const INSIGHTS_COOKIE_DURATION_MS = 6 * 2_592_000_000;

type InsightsClient = (method: string, ...args: unknown[]) => unknown;
let client: Promise<InsightsClient> | undefined;

/** The user token the client was last given: undefined while the visitor is anonymous. */
let identifiedUid: string | undefined;

/**
 * Starts the search-insights client, only with consent to analytics. Its user token lives in the
 * _ALGOLIA cookie (SPEC §3): 'anonymous-<uuid>' for a visitor, the logged-in user's uid once they
 * log in (`userToken`); after a logout the visitor is anonymous again, with a new token. Loaded on
 * demand so pages that never send an event never download it.
 */
export function startInsights(
  config: InsightsConfig,
  userToken?: string,
): Promise<InsightsClient> | undefined {
  if (!hasConsent('analytics')) return undefined;
  client ??= import('search-insights').then(({ default: aa }) => {
    aa('init', {
      appId: config.appId,
      apiKey: config.apiKey,
      ...(config.region ? { region: config.region } : {}),
      host: config.host ?? window.location.origin,
      useCookie: true,
      cookieDuration: INSIGHTS_COOKIE_DURATION_MS,
    });
    return aa as unknown as InsightsClient;
  });
  if (userToken !== identifiedUid) {
    const previous = identifiedUid;
    identifiedUid = userToken;
    void client.then((aa) => {
      if (userToken) {
        aa('setUserToken', userToken);
        // search-insights keeps an anonymous cookie as it is; SPEC §3 wants the uid in it.
        document.cookie = insightsCookie(userToken);
      } else if (previous) {
        aa('setAnonymousUserToken');
      }
    });
  }
  return client;
}

function insightsCookie(token: string): string {
  const expires = new Date(Date.now() + INSIGHTS_COOKIE_DURATION_MS).toUTCString();
  return `${INSIGHTS_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax`;
}

export interface InsightsEvent {
  eventName: string;
  index: string;
  objectIDs?: string[];
  filters?: string[];
  queryID?: string;
  positions?: number[];
}

/** click, conversion or view (SPEC §3 analytics event fields); dropped without consent. */
export async function sendInsightsEvent(
  type: 'click' | 'conversion' | 'view',
  event: InsightsEvent,
): Promise<boolean> {
  if (!client || !hasConsent('analytics')) return false;
  const aa = await client;
  const method =
    type === 'click'
      ? event.queryID
        ? 'clickedObjectIDsAfterSearch'
        : 'clickedObjectIDs'
      : type === 'conversion'
        ? event.queryID
          ? 'convertedObjectIDsAfterSearch'
          : 'convertedObjectIDs'
        : 'viewedObjectIDs';
  await aa(method, event);
  return true;
}

/** Test seam: forget the started client. */
export function resetInsightsForTests() {
  client = undefined;
  identifiedUid = undefined;
}
