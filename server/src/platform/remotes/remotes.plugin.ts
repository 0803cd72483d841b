import type { RemotesManifest } from '@iper/contracts';
import { REMOTES } from '@iper/routes';
import type { FastifyInstance } from 'fastify';
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
     * The remotes this browser loads from elsewhere for its session (remote-override.routes.ts);
     * undefined for everyone else. Such a request never reads nor fills a shared cached page, and
     * its overridden remotes' pages are rendered in the browser.
     */
    remoteOverrides: RemoteOverrides | undefined;
  }
}

/**
 * Reads the remotes configuration once per request, before anything else uses it: the page's
 * inlined manifest, its Content-Security-Policy (remote-origins.ts) and the server render agree.
 */
export function registerRemotes(app: FastifyInstance): void {
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
  app.decorateRequest('remoteOverrides', undefined);
  app.addHook('onRequest', async (request) => {
    request.remoteOverrides = overridesFromCookie(
      request.headers.cookie,
      config.remoteOverrideOrigins,
    );
    request.remotesManifest = withOverrides(await entries.manifest(), request.remoteOverrides);
  });
}
