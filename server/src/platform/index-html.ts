import type { PublicConfig, RemotesManifest } from '@iper/contracts';
import { escapeAttribute, inlineJson } from './page-head';

/** The parts of a remote's mf-manifest.json the preload hints need. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export const INLINE_MANIFEST_ID = 'iper-remotes-manifest';
export const INLINE_CONFIG_ID = 'iper-public-config';

/**
 * The hints that let the browser fetch the current page's remote in parallel with the shell
 * instead of after it: its manifest, its container and the chunks of its `./routes`.
 */
export function remotePreloadLinks(
  entryUrl: string,
  manifest: FederationManifest | undefined,
): string[] {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const links = [
    `<link rel="preload" href="${escapeAttribute(entryUrl)}" as="fetch" crossorigin="anonymous">`,
  ];
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) {
    const entryPath = entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
    links.push(
      `<link rel="preload" href="${escapeAttribute(base + entryPath + entry.name)}" as="script">`,
    );
  }
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  for (const file of routes?.assets?.js?.sync ?? []) {
    links.push(`<link rel="preload" href="${escapeAttribute(base + file)}" as="script">`);
  }
  for (const file of routes?.assets?.css?.sync ?? []) {
    links.push(`<link rel="preload" href="${escapeAttribute(base + file)}" as="style">`);
  }
  return links;
}

/**
 * index.html with the remotes manifest and the public configuration inlined (as data, not
 * script, so a strict Content-Security-Policy needs no exception), the preload hints of the
 * page's remote and what the modules contribute for the page (see page-head.ts).
 */
export function renderIndexHtml(
  template: string,
  manifest: RemotesManifest,
  config: PublicConfig,
  preloadLinks: string[],
  contributed = '',
): string {
  const inline = inlineJson(INLINE_MANIFEST_ID, manifest) + inlineJson(INLINE_CONFIG_ID, config);
  return template.replace('</head>', `${preloadLinks.join('')}${contributed}${inline}</head>`);
}
