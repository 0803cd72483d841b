import { createHash } from 'node:crypto';
import { HYDRATION_DATA_ELEMENT_ID } from '@iper/contracts';
import { BOOT_DATA_ELEMENT_ID, BOOT_LOADER, BOOT_LOADER_HASH, type BootData } from './boot-loader';
import type { RenderResult } from './render-protocol';
import { escapeAttribute, inlineJson } from '../page-head';

/** The browser files of the page modules a render used (a remote's page-assets.json). */
export interface PageAssets {
  css: string[];
  js: string[];
}

/** A server-rendered page: its HTML and the hashes its inline styles need in the CSP. */
export interface ServerRenderedPage {
  html: string;
  styleHashes: string[];
}

const STYLESHEET_HINT = /<link rel="preload" href="([^"]+\.css)" as="style">/g;
/** A relative url() would resolve against the page's path once the CSS is inside the HTML. */
const RELATIVE_URL = /url\(\s*['"]?(?!data:|https?:|\/)/i;

/** Whether a stylesheet can go into the HTML as it is. */
export function isInlinable(css: string): boolean {
  return !RELATIVE_URL.test(css) && !/<\/style/i.test(css);
}

/** The CSP source that allows exactly this inline style element. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * One stylesheet of a server-rendered page. Inlined when its text is known: the first paint then
 * waits for the HTML only, not for a round trip per stylesheet (on a phone's network each one
 * costs hundreds of milliseconds before anything shows). The same file stays linked for print,
 * so it is neither render-blocking nor lost: rspack's and Module Federation's CSS loaders find the
 * link by its address and do not add the sheet a second time, later in the cascade.
 */
function stylesheet(href: string, css: string | undefined, hashes: string[]): string {
  const link = `<link rel="stylesheet" href="${escapeAttribute(href)}"`;
  if (css === undefined || !isInlinable(css)) return `${link}>`;
  hashes.push(styleHash(css));
  return `<style data-href="${escapeAttribute(href)}">${css}</style>${link} media="print">`;
}

const ENTRY_SCRIPT = /<script defer(?: fetchpriority="high")? src="([^"]+)"><\/script>/g;
const SCRIPT_HINT = /<link rel="preload" href="([^"]+)" as="script">/g;
const FETCH_HINT = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g;

function unescapeAttribute(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Scripts are hydration's business, not the first paint's: the entry script and every script or
 * data hint leave the HTML for the boot loader's list (boot-loader.ts), which asks for them once
 * the page is on screen. Image hints stay: a hero picture is part of the first screen.
 */
function withBootLoader(html: string, pageScripts: string[]): string {
  const boot: BootData = { scripts: [], preload: [] };
  const rest = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      boot.scripts.push(unescapeAttribute(src));
      return '';
    })
    .replace(SCRIPT_HINT, (_tag, href: string) => {
      boot.preload.push({ href: unescapeAttribute(href), as: 'script' });
      return '';
    })
    .replace(FETCH_HINT, (_tag, href: string) => {
      boot.preload.push({ href: unescapeAttribute(href), as: 'fetch', crossorigin: 'anonymous' });
      return '';
    });
  for (const href of pageScripts)
    if (!boot.preload.some((hint) => hint.href === href)) boot.preload.push({ href, as: 'script' });
  return rest.replace(
    '</body>',
    `${inlineJson(BOOT_DATA_ELEMENT_ID, boot)}<script>${BOOT_LOADER}</script></body>`,
  );
}

/**
 * index.html (already carrying its inlined data) with the server's render of the page in it,
 * marked as hydrating until the browser's script takes over (shell/src/app/global.css): the
 * shell's stylesheets and those of the page's modules in the head (inlined when `styles` knows
 * their text), the hydration data, and the boot loader with the scripts of the shell and of the
 * page's modules, which arrive together instead of one after the other.
 */
export function serverRenderedHtml(
  indexHtml: string,
  result: Extract<RenderResult, { kind: 'html' }>,
  page: { publicBase: string; assets: PageAssets[] },
  styles: ReadonlyMap<string, string>,
): ServerRenderedPage {
  const pageScripts = [...new Set(page.assets.flatMap((entry) => entry.js))].map(
    (file) => page.publicBase + file,
  );
  const styleHashes: string[] = [];
  const sheets = stylesheetsOf(indexHtml, page)
    .map((href) => stylesheet(href, styles.get(href), styleHashes))
    .join('');
  const html = withBootLoader(indexHtml.replace(STYLESHEET_HINT, ''), pageScripts)
    .replace('<html ', '<html data-hydrating ')
    .replace(
      '</head>',
      `${sheets}${inlineJson(HYDRATION_DATA_ELEMENT_ID, result.hydration)}</head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${result.html}</div>`);
  return { html, styleHashes };
}

/**
 * The page's stylesheets, in the order the browser build applies them: the shell's and its
 * remote's routes (hinted in index.html), then those of the page's modules.
 */
export function stylesheetsOf(
  indexHtml: string,
  page: { publicBase: string; assets: PageAssets[] },
): string[] {
  const hinted = [...indexHtml.matchAll(STYLESHEET_HINT)].map((match) => match[1] as string);
  const modules = page.assets.flatMap((entry) => entry.css).map((file) => page.publicBase + file);
  return [...new Set([...hinted, ...modules])];
}

/**
 * A cached page is sent thousands of times a second under the same site policy: its policy is
 * made once (by the page's hashes, which live as long as the page), not per request.
 */
const policies = new WeakMap<string[], { policy: string; result: string }>();

/**
 * The policy of a server-rendered page: its inline styles and the boot loader allowed by their
 * hashes, and nothing else inline.
 */
export function serverRenderedPolicy(policy: string, styleHashes: string[]): string {
  const known = policies.get(styleHashes);
  if (known?.policy === policy) return known.result;
  const result = withSources(withSources(policy, 'style-src', styleHashes), 'script-src', [
    BOOT_LOADER_HASH,
  ]);
  policies.set(styleHashes, { policy, result });
  return result;
}

function withSources(policy: string, directive: string, sources: string[]): string {
  if (!sources.length) return policy;
  const added = [...new Set(sources)].join(' ');
  const existing = new RegExp(`((?:^|;)\\s*${directive} [^;]*)`);
  return existing.test(policy)
    ? policy.replace(existing, `$1 ${added}`)
    : `${policy};${directive} 'self' ${added}`;
}
