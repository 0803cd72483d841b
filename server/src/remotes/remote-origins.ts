import type { RemotesManifest } from '@iper/contracts';

/**
 * The origins the page loads remotes from, other than the site's own: what the
 * Content-Security-Policy has to allow for them (security-headers.ts), and nothing more.
 */
export function remoteOrigins(manifest: RemotesManifest, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  const origins = new Set<string>();
  for (const { entry } of manifest.remotes) {
    if (!/^https?:\/\//.test(entry)) continue; // a path on this site: 'self'
    const { origin } = new URL(entry);
    if (origin !== own) origins.add(origin);
  }
  return [...origins].sort();
}
