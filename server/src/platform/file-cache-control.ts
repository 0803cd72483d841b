/** Files whose name carries a content hash never change: cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** The build's brotli copies (tools/rspack/precompress-plugin.mjs) stand for the file they compress. */
const COMPRESSED_COPY = /\.br$/;

/**
 * The Cache-Control of a built file, by its name: the site's own static files and a release's
 * files in a bucket (which a CDN may serve directly) answer alike. The manifest and the container
 * (`mf-manifest.json`, `remoteEntry.js`) are unhashed: revalidated every time.
 */
export function fileCacheControl(filePath: string): string {
  return HASHED_FILE.test(filePath.replace(COMPRESSED_COPY, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
