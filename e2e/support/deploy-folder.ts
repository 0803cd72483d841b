import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, remoteFolder } from '@iper/routes';
import { ROOT } from './remote-builds';
import { freePort, startServer, type RunningServer } from './server';

export interface ServerOnDeployFolder extends RunningServer {
  /**
   * The deploy folder: one sub-folder a remote (remoteFolder) holding its browser build, and
   * `<remoteFolder>-server` its server build.
   */
  deployDir: string;
}

/**
 * A server of its own whose remotes are served from a fresh deploy folder (REMOTES_LAYOUT=flat),
 * a copy of each remote's built files as a CDN would hold them, so a journey can redeploy or
 * break a remote without touching the checkout. `prepare` changes the copy before the server
 * starts; stop() stops the server and removes the folder.
 */
export async function startServerOnDeployFolder(
  prefix: string,
  prepare?: (deployDir: string) => Promise<void>,
): Promise<ServerOnDeployFolder> {
  const deployDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const removeFolder = () => rm(deployDir, { recursive: true, force: true });
  try {
    for (const remote of REMOTES) {
      const folder = remoteFolder(remote);
      await cp(path.join(ROOT, 'remotes', folder, 'dist'), path.join(deployDir, folder), {
        recursive: true,
      });
      // Its server build beside it, never inside what is served (the server's serverBuildDir).
      await cp(
        path.join(ROOT, 'remotes', folder, 'dist-server'),
        path.join(deployDir, `${folder}-server`),
        { recursive: true },
      );
    }
    await prepare?.(deployDir);
    const server = await startServer(await freePort(), {
      REMOTES_DIR: deployDir,
      REMOTES_LAYOUT: 'flat',
    });
    return {
      deployDir,
      baseURL: server.baseURL,
      pid: server.pid,
      stop: async () => {
        await server.stop();
        await removeFolder();
      },
    };
  } catch (error) {
    await removeFolder();
    throw error;
  }
}
