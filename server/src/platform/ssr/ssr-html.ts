import { HYDRATION_DATA_ELEMENT_ID } from '@iper/contracts';
import type { RenderResult } from './render-protocol';
import { escapeAttribute, inlineJson } from '../page-head';

/** The browser files of the page modules a render used (a remote's page-assets.json). */
export interface PageAssets {
  css: string[];
  js: string[];
}

/**
 * The links a server-rendered page needs in its head, before any script runs: the shell's own
 * stylesheets (which its index.html only preloads, for the scripts to apply) and the CSS of the
 * page's modules as stylesheets, so the HTML is drawn styled; the page's scripts as preloads, so
 * they arrive with the shell instead of after the remote's routes.
 */
export function pageAssetLinks(publicBase: string, assets: PageAssets[]): string {
  const css = [...new Set(assets.flatMap((entry) => entry.css))];
  const js = [...new Set(assets.flatMap((entry) => entry.js))];
  return [
    ...css.map((file) => `<link rel="stylesheet" href="${escapeAttribute(publicBase + file)}">`),
    ...js.map(
      (file) => `<link rel="preload" href="${escapeAttribute(publicBase + file)}" as="script">`,
    ),
  ].join('');
}

/**
 * index.html (already carrying its inlined data) with the server's render of the page in it,
 * marked as hydrating until the browser's script takes over (shell/src/app/global.css).
 */
export function serverRenderedHtml(
  indexHtml: string,
  result: Extract<RenderResult, { kind: 'html' }>,
  headLinks: string,
): string {
  const styled = indexHtml.replace(
    /<link rel="preload" href="([^"]+\.css)" as="style">/g,
    '<link rel="stylesheet" href="$1">',
  );
  return styled
    .replace('<html ', '<html data-hydrating ')
    .replace(
      '</head>',
      `${headLinks}${inlineJson(HYDRATION_DATA_ELEMENT_ID, result.hydration)}</head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${result.html}</div>`);
}
