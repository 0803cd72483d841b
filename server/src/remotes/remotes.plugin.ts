import { randomBytes } from 'node:crypto';
import type { RemotesManifest } from '@iper/contracts';
import { REMOTES } from '@iper/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseCookies } from '../platform/cookies';
import { RemoteEntries, isRemoteEntryAddress } from './remote-entries';
import { overridesFromCookie, withOverrides, type RemoteOverrides } from './remote-overrides';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the remotes are loaded from (switchable at run time, see remote-entries.ts). */
    remoteEntries: RemoteEntries;
  }
  interface FastifyRequest {
    /** The remotes manifest this request's page gets (and its Content-Security-Policy allows). */
    remotesManifest: RemotesManifest;
    /**
     * The site's remotes for this visitor (canaries included) before any session override: what
     * the server renders with (an overridden remote from elsewhere is rendered in the browser).
     */
    siteRemotesManifest: RemotesManifest;
    /**
     * The remotes this browser loads from elsewhere for its session (remote-override.routes.ts);
     * undefined for everyone else. Such a request never reads nor fills a shared cached page, and
     * its overridden remotes' pages are rendered in the browser.
     */
    remoteOverrides: RemoteOverrides | undefined;
  }
}

/** The cookie that places a browser in the canaries' shares (a random id, remote-entries.ts). */
export const CANARY_COOKIE = 'iper_canary';
const CANARY_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** A visitor stays in (or out of) a canary for this long: the same version page after page. */
const CANARY_COOKIE_SECONDS = 30 * 24 * 3600;

function canaryIdFromCookie(cookieHeader: string | undefined): string | undefined {
  const value = parseCookies(cookieHeader)[CANARY_COOKIE];
  return value && CANARY_ID.test(value) ? value : undefined;
}

/**
 * Reads the remotes configuration once per request, before anything else uses it: the page's
 * inlined manifest, its Content-Security-Policy (remote-origins.ts) and the server render agree.
 * A release previewed by one browser is added by the releases plugin (releases/releases.plugin.ts),
 * which runs its hook after this one.
 */
async function remotes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  for (const name of REMOTES) {
    const entry = config.configuredRemoteEntries[name];
    if (entry !== undefined && !isRemoteEntryAddress(entry)) {
      throw new Error(
        `REMOTE_${name.toUpperCase()}_ENTRY is not an address the browser can load a manifest from: ${entry}`,
      );
    }
  }
  const entries = new RemoteEntries(
    app.db,
    config.configuredRemoteEntries,
    config.remotesRefreshMs,
    app.log,
  );
  app.decorate('remoteEntries', entries);
  app.decorateRequest('remotesManifest', null as unknown as RemotesManifest);
  app.decorateRequest('siteRemotesManifest', null as unknown as RemotesManifest);
  app.decorateRequest('remoteOverrides', undefined);
  const secure = config.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (request, reply) => {
    request.remoteOverrides = overridesFromCookie(
      request.headers.cookie,
      config.remoteOverrideOrigins,
    );
    // A canary's share is sticky: the visitor's id is a cookie, given on the first request that
    // meets a canary, so that first page already has the visitor's versions.
    let visitor = canaryIdFromCookie(request.headers.cookie);
    const isPage = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
    if (!visitor && isPage && (await entries.hasCanary())) {
      visitor = randomBytes(16).toString('base64url');
      reply.header(
        'set-cookie',
        `${CANARY_COOKIE}=${visitor}; Path=/; Max-Age=${CANARY_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    }
    request.siteRemotesManifest = await entries.manifestFor(visitor);
    request.remotesManifest = withOverrides(request.siteRemotesManifest, request.remoteOverrides);
  });
}

export const remotesPlugin = fp(remotes, { name: 'iper-remotes', fastify: '5.x' });
