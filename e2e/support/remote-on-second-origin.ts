import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remoteFolder, type RemoteName } from '@iper/routes';
import { ROOT } from './remote-builds';
import { freePort, startServer, type RunningServer } from './server';
import { startStaticOrigin, type StaticOrigin } from './static-origin';

export interface SiteWithRemoteOnSecondOrigin {
  /** The site: this checkout's server, its remote's entry on `remoteOrigin`. */
  baseURL: string;
  /** `http://127.0.0.1:<port>`: the second origin (a CDN), serving the remote's browser build with CORS. */
  remoteOrigin: string;
  /** The remote's manifest on the second origin: the site's entry for it. */
  entry: string;
  /** Paths the browser asked the second origin for, in order. */
  requests: StaticOrigin['requests'];
  stop(): Promise<void>;
}

/**
 * The README's recipe for a remote on a CDN, on this machine: the remote's browser build (this
 * checkout's, as `npm run build` left it) served with CORS from a second origin, and a server of this checkout
 * whose entry for the remote (`REMOTE_<NAME>_ENTRY`) is that origin's mf-manifest.json; the
 * remote's pages are then rendered in the browser only. `env` goes to the server (e.g.
 * `TEST_DATA: 'true'` for journeys that copy demo customers).
 */
export async function startSiteWithRemoteOnSecondOrigin(
  remote: RemoteName,
  env: Record<string, string> = {},
): Promise<SiteWithRemoteOnSecondOrigin> {
  const folder = remoteFolder(remote);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iper-second-origin-'));
  let origin: StaticOrigin | undefined;
  let server: RunningServer | undefined;
  try {
    // The same files, another origin: a CDN serves what the build wrote (publicPath 'auto').
    await symlink(path.join(ROOT, 'remotes', folder, 'dist'), path.join(dir, folder), 'dir');
    origin = await startStaticOrigin(dir);
    const entry = `${origin.origin}/${folder}/mf-manifest.json`;
    server = await startServer(
      await freePort(),
      { [`REMOTE_${remote.toUpperCase()}_ENTRY`]: entry, ...env },
      { startTimeoutMs: 120_000 },
    );
    const [started, served] = [server, origin];
    return {
      baseURL: started.baseURL,
      remoteOrigin: served.origin,
      entry,
      requests: served.requests,
      stop: async () => {
        await started.stop();
        await served.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop();
    await origin?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
