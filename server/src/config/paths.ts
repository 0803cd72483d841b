import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The workspace's root folder, the base of the default paths (data/, shell/dist, remotes/): this
 * module is server/src/config/ in the sources and part of server/dist/main.js once bundled.
 */
export const workspaceRoot = path.resolve(
  here,
  path.basename(here) === 'config' ? '../../..' : '../..',
);
