import { localeOfPath, localizePath } from '@iper/i18n';
import { authRedirect, guestRedirect, safeRedirectTarget } from '@iper/routes';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * The account pages' loaders. What each rule decides lives once, in the site's route rules
 * (`@iper/routes`, SPEC §2); this module only asks the server who is signed in and throws what the
 * rule returns.
 */

/** The signed-in user's uid, or null; a server that does not answer counts as signed out. */
export async function fetchSessionUid(): Promise<string | null> {
  try {
    const response = await fetch(new URL('/api/account/session/verify', window.location.href), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { errorCode?: string; uid?: string };
    return body.errorCode === '0' && body.uid ? body.uid : null;
  } catch {
    return null;
  }
}

/** A path of the site ('/accedi?redirect=…') in the language of the page being left (/en/… stays English). */
export function inLanguageOf(path: string, pagePath: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return `${localizePath(pathname, localeOfPath(pagePath))}${path.slice(pathname.length)}`;
}

/** The internal path to come back to after login (after login the default is the account home). */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  return safeRedirectTarget(target, fallback);
}

/** The auth rule (SPEC §2, §6): account pages need login, and the visitor comes back after it. */
export async function requireLogin({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = authRedirect(`${url.pathname}${url.search}`, Boolean(await fetchSessionUid()));
  if (target) throw redirect(inLanguageOf(target, url.pathname));
  return null;
}

/** The guest rule (SPEC §2): a logged-in user opening /registrazione or /modifica-password goes to /. */
export async function guestOnly({ request }: LoaderFunctionArgs) {
  const target = guestRedirect(Boolean(await fetchSessionUid()));
  if (target) throw redirect(inLanguageOf(target, new URL(request.url).pathname));
  return null;
}
