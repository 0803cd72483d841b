import { localeOfPath, localizePath } from '@iper/i18n';
import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { matchSiteRoute } from '../match-route';
import { authRedirect, guestRedirect } from './route-rules';

/**
 * The session rules of the route table (SPEC §2), applied to a page from the table: `auth` sends a
 * visitor to the login and back, `guest` sends a signed-in user to the home page. The shell wraps
 * every remote page with them (and a remote alone, in its harness and its tests, the same way), so
 * a page never declares who may open it: the table does.
 */
export type SessionRule = 'auth' | 'guest';

/** The session rule the route table gives a path, if any. */
export function sessionRuleOf(path: string): SessionRule | undefined {
  const rules = matchSiteRoute(path)?.definition.rules ?? [];
  return rules.includes('auth') ? 'auth' : rules.includes('guest') ? 'guest' : undefined;
}

/** The signed-in user's uid, or null; a server that does not answer counts as signed out. */
export async function fetchSessionUid(request: Request): Promise<string | null> {
  try {
    const response = await fetch(new URL('/api/account/session/verify', request.url), {
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

/** Throws the redirect the rule gives for this request (who is signed in is asked of the server). */
export async function enforceSessionRule(rule: SessionRule, request: Request): Promise<void> {
  const url = new URL(request.url);
  const isLoggedIn = Boolean(await fetchSessionUid(request));
  const target =
    rule === 'auth'
      ? authRedirect(`${url.pathname}${url.search}`, isLoggedIn)
      : guestRedirect(isLoggedIn);
  if (target) throw redirect(inLanguageOf(target, url.pathname));
}

/**
 * A route with its session rule from the table in front of its own loader (the page module's,
 * when the route is lazy). A route the table gives no session rule is returned as it is, so pages
 * rendered on the server and hydrated keep exactly their own loaders.
 */
export function withSessionRule(route: RouteObject): RouteObject {
  const rule = route.path ? sessionRuleOf(route.path) : undefined;
  if (!rule) return route;
  const guarded =
    (loader: unknown): LoaderFunction =>
    async (args: LoaderFunctionArgs) => {
      await enforceSessionRule(rule, args.request);
      return typeof loader === 'function' ? (loader as LoaderFunction)(args) : null;
    };
  const { lazy } = route;
  if (typeof lazy === 'function') {
    return {
      ...route,
      lazy: async () => {
        const module = await lazy();
        return { ...module, loader: guarded(module.loader) };
      },
    } as RouteObject;
  }
  return { ...route, loader: guarded(route.loader) } as RouteObject;
}
