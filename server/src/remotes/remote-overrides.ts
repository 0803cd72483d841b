import type { RemotesManifest } from '@iper/contracts';
import type { RemoteName } from '@iper/routes';
import { parseCookies } from '../platform/cookies';
import { isRemoteName } from './remote-entries';

/** The cookie holding a browser's remote overrides: `<remote>=<manifest URL>` pairs, URL-encoded. */
export const OVERRIDE_COOKIE = 'iper_remote_overrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/**
 * Whether a manifest URL may be loaded for one session: an http(s) URL whose origin is on the
 * allow-list (REMOTE_OVERRIDE_ORIGINS). An entry `http://localhost:*` allows any port of that host.
 */
export function isAllowedOverride(entry: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return false;
  return allowed.some((origin) =>
    origin.endsWith(':*')
      ? `${url.protocol}//${url.hostname}` === origin.slice(0, -2)
      : url.origin === origin,
  );
}

export function serializeOverrides(overrides: RemoteOverrides): string {
  return new URLSearchParams(Object.entries(overrides) as [string, string][]).toString();
}

/**
 * The overrides a request's cookie asks for, each checked again (the allow-list may have changed
 * since the cookie was set, and a cookie is the visitor's to edit): what does not pass is ignored.
 */
export function overridesFromCookie(
  cookieHeader: string | undefined,
  allowed: readonly string[],
): RemoteOverrides | undefined {
  if (!cookieHeader || allowed.length === 0) return undefined;
  const raw = parseCookies(cookieHeader)[OVERRIDE_COOKIE];
  if (!raw) return undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  const overrides: RemoteOverrides = {};
  for (const [name, entry] of params) {
    if (isRemoteName(name) && isAllowedOverride(entry, allowed)) overrides[name] = entry;
  }
  return Object.keys(overrides).length ? overrides : undefined;
}

/** The manifest with this session's overrides in place, marked so the shell shows its banner. */
export function withOverrides(
  manifest: RemotesManifest,
  overrides: RemoteOverrides | undefined,
): RemotesManifest {
  if (!overrides) return manifest;
  return {
    remotes: manifest.remotes.map((remote) => {
      const entry = overrides[remote.name as RemoteName];
      return entry ? { name: remote.name, entry, override: true as const } : remote;
    }),
  };
}
