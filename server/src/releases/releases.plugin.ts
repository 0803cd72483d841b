import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withOverrides } from '../remotes/remote-overrides';
import { previewedRelease, withPreview } from './release-preview';
import { createReleaseStore, registerReleaseDownloads } from './release-store-setup';
import { releaseEntry } from './release-addresses';
import { watchReleases } from './release-metrics';
import { ReleaseControl } from './releases';

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases of the remotes: the store, deploys, canaries, the gate (releases.ts). */
    releases: ReleaseControl;
  }
}

/**
 * The remotes' releases (docs/delivery.md): the release store, deploys, canaries and the gate,
 * and the browser that previews a release before a deploy sees it in its page's remotes.
 */
async function releases(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.decorate(
    'releases',
    new ReleaseControl(
      app.db,
      createReleaseStore(config.releaseStore, config.releasesDir),
      app.remoteEntries,
      config.shellDist,
      app.log,
    ),
  );
  if (app.metrics) watchReleases(app.metrics, app.releases, app.remoteEntries);
  // A shell deployed (SHELL_DIST replaced) without `check-shell` may not provide what a running
  // release requires: said loudly in the log at start-up, never a reason not to start.
  app.addHook('onReady', () => app.releases.logActiveShellProblems());
  const token = config.platformAdminToken;
  if (token)
    app.addHook('onRequest', async (request) => {
      // The delivery CLI's browser smoke test, before a deploy (release-preview.ts).
      const preview = previewedRelease(token, request.headers.cookie);
      if (!preview || !(await app.releases.isPublished(preview.remote, preview.version))) return;
      request.siteRemotesManifest = withPreview(
        request.siteRemotesManifest,
        preview.remote,
        preview.version,
        releaseEntry(preview.remote, preview.version),
      );
      request.remotesManifest = withOverrides(request.siteRemotesManifest, request.remoteOverrides);
    });
  registerReleaseDownloads(app);
}

export const releasesPlugin = fp(releases, {
  name: 'iper-releases',
  fastify: '5.x',
  dependencies: ['iper-remotes', 'iper-metrics'],
});
