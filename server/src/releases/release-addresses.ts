import { remoteFolder, type RemoteName } from '@iper/routes';
import { RELEASE_BROWSER, isReleaseFile, isVersion } from './release-store';

/** The address a release's manifest is served at (pages/site-files.ts serves the release store). */
export function releaseEntry(remote: RemoteName, version: string): string {
  return `/releases/${remoteFolder(remote)}/${version}/mf-manifest.json`;
}

const RELEASE_ADDRESS = /^\/releases\/([a-z][a-z0-9-]*)\/([^/]+)\/(.+)$/;

/** The remote folder, version and file an address of a release names (`/releases/<folder>/<version>/<file>`). */
export function parseReleaseAddress(
  pathname: string,
): { folder: string; version: string; file: string } | undefined {
  const match = RELEASE_ADDRESS.exec(pathname);
  return match && isVersion(match[2] as string)
    ? { folder: match[1] as string, version: match[2] as string, file: match[3] as string }
    : undefined;
}

/**
 * The file of a release's browser build a request's address asks for (`/releases/<folder>/<version>/<file>`,
 * percent-decoded, query left out): undefined unless the file is one a release can have (no dot
 * segment, no empty one, no odd name), so an address names a file inside the browser build or
 * nothing.
 */
export function releaseFileOf(
  url: string,
): { folder: string; version: string; file: string } | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] as string);
  } catch {
    return undefined;
  }
  const address = parseReleaseAddress(pathname);
  return address && isReleaseFile(`${RELEASE_BROWSER}/${address.file}`) ? address : undefined;
}

/** The remote folder and version of a release's entry; undefined for any other entry. */
export function parseReleaseEntry(entry: string): { folder: string; version: string } | undefined {
  const address = parseReleaseAddress(entry);
  return address?.file === 'mf-manifest.json'
    ? { folder: address.folder, version: address.version }
    : undefined;
}
