import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../config';
import { s3Client } from '../storage/s3-storage';
import { remoteNamed } from './local-builds';
import { LocalReleaseStore, type ReleaseStore } from './release-store';
import { parseReleaseAddress, parseReleaseEntry } from './release-addresses';
import { S3ReleaseStore } from './s3-release-store';

/**
 * The release store the configuration names: the folders of RELEASES_DIR, or a bucket
 * (RELEASES_S3_*) with this instance's copies in RELEASES_DIR/s3-cache/<bucket>/<prefix>, a
 * folder per bucket and prefix so that another bucket's release of the same version is never
 * taken for it.
 */
export function createReleaseStore(config: StorageConfig, releasesDir: string): ReleaseStore {
  if (config.kind === 'local') return new LocalReleaseStore(releasesDir);
  const cacheRoot = path.join(releasesDir, 's3-cache');
  return new S3ReleaseStore(s3Client(config), {
    bucket: config.bucket,
    prefix: config.prefix,
    cacheDir: path.join(cacheRoot, config.bucket, ...config.prefix.split('/').filter(Boolean)),
    stagingDir: path.join(cacheRoot, '.staging'),
  });
}

/**
 * With a bucket: the bucket is checked at start-up, and a release's files are on this instance's
 * disk before anything serves or renders them — a file asked for by its address, or a page whose
 * remotes (active, canary, previewed) include the release. Registered after the hook that picks a
 * request's remotes. The embedded folder needs none of it.
 */
export function registerReleaseDownloads(app: FastifyInstance): void {
  const { releases } = app;
  const { store } = releases;
  if (!(store instanceof S3ReleaseStore)) return;
  app.addHook('onReady', async () => {
    try {
      await store.check();
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      const message = `release store: the bucket ${store.bucket} cannot be used (${(error as Error).name}: ${(error as Error).message})`;
      // A refusal (no such bucket, wrong credentials; another region's bucket is a 301) is a
      // setting to fix: no start. A bucket out of reach may come back, and the releases already
      // copied here are served meanwhile.
      if (
        (status && status >= 300 && status < 500) ||
        (error as Error).name === 'CredentialsProviderError'
      )
        throw new Error(`${message}; check RELEASES_S3_* and the AWS credentials`, {
          cause: error,
        });
      app.log.error({ err: error }, message);
    }
  });
  app.addHook('onClose', async () => store.close());
  app.addHook('onRequest', async (request, reply) => {
    const file = parseReleaseAddress(request.url.split('?')[0] as string);
    if (file) {
      const remote = remoteNamed(file.folder);
      const { version } = file;
      if (!remote) return;
      try {
        await releases.ensureLocalCopy(remote, version);
      } catch (error) {
        request.log.error({ err: error, remote, version }, 'release store: download failed');
        return reply
          .status(503)
          .header('retry-after', '5')
          .type('text/plain; charset=utf-8')
          .send('Release temporarily unavailable');
      }
      return;
    }
    const isPage = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
    if (!isPage || !request.siteRemotesManifest) return;
    await Promise.all(
      request.siteRemotesManifest.remotes.map(async ({ name, entry }) => {
        const release = parseReleaseEntry(entry);
        const remote = remoteNamed(name);
        if (!release || !remote) return;
        // The page still works without it: its remote is then rendered in the browser.
        await releases.ensureLocalCopy(remote, release.version).catch((error: unknown) => {
          request.log.error(
            { err: error, remote, version: release.version },
            'release store: download failed',
          );
        });
      }),
    );
  });
}
