import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RemotesManifest } from '@iper/contracts';
import { ROUTE_TABLE, isServerRendered, type RemoteName } from '@iper/routes';
import { parseCookies } from '../platform/cookies';
import { isRemoteName } from '../remotes/remote-entries';
import { isVersion } from './release-store';

/**
 * A release previewed by one browser before anyone else sees it: the delivery CLI's smoke test in
 * a real browser opens the remote's pages with this cookie (tools/release-smoke.mjs), and the
 * server gives that browser, and only it, the release in place of the active one (its manifest
 * and its server render). The cookie is a pass signed with the platform's admin token, short-lived:
 * `<remote>.<version>.<expires at, epoch s>.<signature>`.
 */
export const PREVIEW_COOKIE = 'iper_release_preview';
export const PREVIEW_SECONDS = 15 * 60;
const SMOKE_PAGES = 8;

/** A remote's pages a smoke test opens: public, without parameters, up to eight. */
export function smokePages(remote: RemoteName): string[] {
  return ROUTE_TABLE.filter(
    (route) => route.remote === remote && isServerRendered(route) && !/[:*]/.test(route.path),
  )
    .slice(0, SMOKE_PAGES)
    .map((route) => route.path);
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`release-preview\n${payload}`).digest();
}

export function previewPass(
  secret: string,
  remote: RemoteName,
  version: string,
  now = Date.now(),
): string {
  const payload = `${remote}.${version}.${Math.floor(now / 1000) + PREVIEW_SECONDS}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The release a request's preview cookie names, if its pass is genuine and still valid. */
export function previewedRelease(
  secret: string,
  cookieHeader: string | undefined,
  now = Date.now(),
): { remote: RemoteName; version: string } | undefined {
  const pass = parseCookies(cookieHeader)[PREVIEW_COOKIE];
  const parts = /^([a-z_]+)\.(.+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(pass ?? '');
  if (!parts) return undefined;
  const [, remote = '', version = '', expires = '', signed = ''] = parts;
  const expected = signature(secret, `${remote}.${version}.${expires}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expires) * 1000 <= now || !isRemoteName(remote) || !isVersion(version))
    return undefined;
  return { remote, version };
}

/** The manifest with the previewed release in place of the remote's active entry. */
export function withPreview(
  manifest: RemotesManifest,
  remote: RemoteName,
  version: string,
  entry: string,
): RemotesManifest {
  return {
    remotes: manifest.remotes.map((each) =>
      each.name === remote ? { name: remote, entry, version } : each,
    ),
  };
}
