import { hashUserData, pushToDataLayer, type AnalyticsUser } from '@iper/analytics';
import { matchSiteRoute, type PageType } from '@iper/routes';

/** The analytics page type of a path (SPEC §2); the /test showcase and unknown paths are 'other'. */
export function pageTypeOf(pathname: string): PageType {
  return matchSiteRoute(pathname)?.definition.pageType ?? 'other';
}

/** SPEC §7: a dataLayer push on each route change, with hashed user data when logged in. */
export async function trackPageView(pathname: string, user?: AnalyticsUser): Promise<boolean> {
  return pushToDataLayer({
    event: 'page_view',
    page_type: pageTypeOf(pathname),
    page_path: pathname,
    logged_in: Boolean(user),
    ...(user ? { user_data: await hashUserData(user) } : {}),
  });
}
