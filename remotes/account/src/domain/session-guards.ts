import { redirect, type LoaderFunctionArgs } from 'react-router';

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

/** The internal path to come back to after login: never another site (open redirects). */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

export function loginPath(returnTo: string): string {
  return `/accedi?redirect=${encodeURIComponent(returnTo)}`;
}

/** The auth rule (SPEC §2, §6): account pages need login, and the visitor comes back after it. */
export async function requireLogin({ request }: LoaderFunctionArgs) {
  if (await fetchSessionUid()) return null;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}

/** The guest rule (SPEC §2): a logged-in user opening /registrazione or /modifica-password goes to /. */
export async function guestOnly() {
  if (await fetchSessionUid()) throw redirect('/');
  return null;
}
