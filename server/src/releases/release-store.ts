import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';

/** A release's version: semver, prereleases included (`1.4.0`, `1.4.0-pr.123`). */
export const VERSION_PATTERN = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
/**
 * A file of a release: in its browser build (`browser/…`) or its server build (`server/…`);
 * relative, '/'-separated, no '..', no hidden or odd name. Module Federation's published types
 * (`@mf-types.zip`, `@mf-types.d.ts`, `@mf-types/…`) are the one name that starts with `@`.
 */
const FILE_PATTERN = /^(browser|server)(\/(?:@mf-types|[A-Za-z0-9_-])[A-Za-z0-9._-]*)+$/;
/** The folders of a release: the browser build, served at /releases/<folder>/<version>/… . */
export const RELEASE_BROWSER = 'browser';
/** The server build, loaded by the render worker from disk and never served. */
export const RELEASE_SERVER = 'server';

export function isVersion(version: string): boolean {
  return version.length <= 64 && VERSION_PATTERN.test(version);
}

export function isReleaseFile(file: string): boolean {
  return file.length <= 300 && FILE_PATTERN.test(file) && !file.split('/').includes('..');
}

export interface ReleaseFile {
  path: string;
  body: Buffer;
}

/**
 * Where releases live: `<remote folder>/<version>/` holds a remote's browser build in `browser/`
 * (the only folder the site serves, at /releases/<remote folder>/<version>/) and its server build
 * in `server/` (what the render worker loads, outside what is served). A release is written whole
 * or not at all, and never changed afterwards (publishing a version again is refused).
 *
 * The embedded default is a folder on this machine (LocalReleaseStore); S3ReleaseStore keeps them
 * in an S3-compatible bucket that every instance shares. The server still serves and renders from
 * a local copy, which `localDir` names and `ensureLocal` fills.
 */
export interface ReleaseStore {
  readonly kind: 'local' | 's3';
  /** Writes a release; throws ReleaseExistsError when that version is already there. */
  write(remoteFolder: string, version: string, files: readonly ReleaseFile[]): Promise<void>;
  has(remoteFolder: string, version: string): Promise<boolean>;
  readText(remoteFolder: string, version: string, file: string): Promise<string | undefined>;
  /** The versions stored for a remote (in no particular order). */
  versions(remoteFolder: string): Promise<string[]>;
  remove(remoteFolder: string, version: string): Promise<void>;
  /** The folder on this machine holding the release's `browser/` (served) and `server/` (rendered). */
  localDir(remoteFolder: string, version: string): string;
  /** Whether `localDir` may lack the files of a stored release (not downloaded here yet). */
  needsDownload(remoteFolder: string, version: string): boolean;
  /**
   * Puts a stored release's files in `localDir`, whole, before they are served or rendered;
   * nothing when the store has no such release.
   */
  ensureLocal(remoteFolder: string, version: string): Promise<void>;
}

/** The file a release is read by, written last: a release without it does not exist. */
export const RELEASE_MARKER = `${RELEASE_BROWSER}/mf-manifest.json`;

/** The folder on this machine of a release's browser build (the one the site serves). */
export function releaseBrowserDir(store: ReleaseStore, remoteFolder: string, version: string) {
  return path.join(store.localDir(remoteFolder, version), RELEASE_BROWSER);
}

/** The folder on this machine of a release's server build. */
export function releaseServerDir(store: ReleaseStore, remoteFolder: string, version: string) {
  return path.join(store.localDir(remoteFolder, version), RELEASE_SERVER);
}

export class ReleaseExistsError extends Error {}

/** `<root>/<remote folder>/<version>`; anything else (a path, `..`) is refused. */
export function releaseFolder(root: string, remoteFolder: string, version: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(remoteFolder) || !isVersion(version))
    throw new Error(`not a release: ${remoteFolder}@${version}`);
  return path.join(root, remoteFolder, version);
}

/**
 * Fills a new folder in `stagingDir` (on the same file system as `target`) and renames it to
 * `target`, so `target` is never seen half written. False when `target` was there first (another
 * writer put it in place); the staging folder is removed whatever happens.
 */
export async function placeFolderWhole(
  stagingDir: string,
  target: string,
  fill: (staging: string) => Promise<void>,
): Promise<boolean> {
  const staging = path.join(
    stagingDir,
    `${path.basename(path.dirname(target))}-${path.basename(target)}-${randomUUID()}`,
  );
  try {
    await fill(staging);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(staging, target);
    return true;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}

/** Releases as folders under one directory (RELEASES_DIR; beside DATA_DIR by default). */
export class LocalReleaseStore implements ReleaseStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  localDir(remoteFolder: string, version: string): string {
    return releaseFolder(this.root, remoteFolder, version);
  }

  async write(remoteFolder: string, version: string, files: readonly ReleaseFile[]) {
    const target = this.localDir(remoteFolder, version);
    if (await this.has(remoteFolder, version)) throw new ReleaseExistsError(target);
    for (const file of files)
      if (!isReleaseFile(file.path)) throw new Error(`not a release file: ${file.path}`);
    const placed = await placeFolderWhole(
      path.join(this.root, '.staging'),
      target,
      async (staging) => {
        for (const file of files) {
          const destination = path.join(staging, file.path);
          await mkdir(path.dirname(destination), { recursive: true });
          await writeFile(destination, file.body, { flag: 'wx', mode: 0o444 });
        }
      },
    );
    if (!placed) throw new ReleaseExistsError(target);
  }

  needsDownload(): boolean {
    return false;
  }

  async ensureLocal(): Promise<void> {
    // The store is the local folder.
  }

  async has(remoteFolder: string, version: string): Promise<boolean> {
    return (await this.readText(remoteFolder, version, RELEASE_MARKER)) !== undefined;
  }

  async readText(remoteFolder: string, version: string, file: string) {
    if (!isReleaseFile(file)) return undefined;
    try {
      return await readFile(path.join(this.localDir(remoteFolder, version), file), 'utf8');
    } catch {
      return undefined;
    }
  }

  async versions(remoteFolder: string): Promise<string[]> {
    try {
      return (await readdir(path.join(this.root, remoteFolder))).filter(isVersion);
    } catch {
      return [];
    }
  }

  async remove(remoteFolder: string, version: string): Promise<void> {
    const dir = this.localDir(remoteFolder, version);
    // Files are written read-only (immutable); the folders have to be writable to be emptied.
    await chmod(dir, 0o755).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
