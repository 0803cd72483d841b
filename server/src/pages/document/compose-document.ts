import {
  BOOT_DATA_ELEMENT_ID,
  HYDRATION_DATA_ELEMENT_ID,
  type BootData,
  type RenderedHead,
} from '@iper/contracts';
import { localeDirection, type LocaleCode } from '@iper/i18n';
import { BOOT_LOADER, BOOT_LOADER_HASH } from './boot-loader';
import { hintTag, type Hint } from './hints';
import { escapeAttribute, escapeText, inlineJson } from '../../platform/html-text';
import type { RemoteFiles } from './remote-files';
import type { ShellDocument } from './shell-document';
import { SPECULATION_RULES_HASH, SPECULATION_RULES_TAG } from './speculation-rules';
import {
  inlineHash,
  inlineStyleSource,
  PARTLY_INLINED_ATTRIBUTE,
  type Stylesheet,
} from './stylesheets';
import { classesIn, usedCss } from './used-css';

/** The web app manifest every page links (served by server/src/offline). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** Everything a page's HTML is made of, as data (docs/architecture.md, "How a page reaches the screen"). */
export interface PageDocument {
  shell: ShellDocument;
  locale: LocaleCode;
  /** The page's remote, when a route owns the page. */
  remote?: RemoteFiles | undefined;
  /** What the modules add for this page (page-head.ts). */
  contributed: Hint[];
  /** JSON data blocks the browser reads before it starts (the remotes manifest, the configuration). */
  data: Array<{ id: string; value: unknown }>;
  /** The server's render of the page, when there is one. */
  rendered?: RenderedParts | undefined;
  /** The page script every server-rendered page runs (shell/src/page-script), once built. */
  pageScript?: string | undefined;
  /** When the app starts on a server-rendered page (BootData). */
  start: BootData['start'];
}

export interface RenderedParts {
  html: string;
  hydration: unknown;
  /** The head the page declared in its render: it replaces the shell's fixed one. */
  head?: RenderedHead | undefined;
  /** Stylesheets of the modules the render used (beyond the shell's and the remote's routes). */
  stylesheets: string[];
  /** The text of the page's stylesheets this server has (see `stylesheetsOf`): those are inlined. */
  styleText: ReadonlyMap<string, string>;
  /** Scripts of the modules the render used: fetched with the entry, not after it. */
  scripts: string[];
}

/** A composed page: its HTML and what its inline elements need in the Content-Security-Policy. */
export interface ComposedDocument {
  html: string;
  inlineSources: { 'script-src': string[]; 'style-src': string[] };
}

/**
 * A page's HTML, the one place it is written. Client-rendered: the entry script, the page script
 * and every file the entry will ask for as hints, an empty root. Server-rendered: the render in
 * the root, marked as hydrating until the app takes over, the stylesheets in the head (inlined
 * when their text is known), the hydration data, and the boot loader with the scripts: the page
 * script once the page is painted, the app where the page needs it (boot-loader.ts).
 */
export function composeDocument(page: PageDocument): ComposedDocument {
  const inlineSources: ComposedDocument['inlineSources'] = { 'script-src': [], 'style-src': [] };
  const { shell, rendered } = page;
  const lang = `lang="${page.locale}" dir="${localeDirection(page.locale)}"`;
  // The page's own head when its render declared one (`usePageHead`), else the shell's.
  const declared = rendered?.head;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="${escapeAttribute(declared?.robots ?? shell.head.robots)}">`,
    `<meta name="theme-color" content="${escapeAttribute(shell.head.themeColor)}">`,
    `<title>${escapeText(declared?.title ?? shell.head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(declared?.description ?? shell.head.description)}">`,
    ...(declared ? [`<link rel="canonical" href="${escapeAttribute(declared.canonical)}">`] : []),
    '<link rel="icon" href="data:,">',
    // Installable (issue 33, server/src/offline): the web app manifest and the home-screen icon.
    `<link rel="manifest" href="${WEB_MANIFEST_PATH}">`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
  ];
  const remoteHints = page.remote?.hints ?? [];
  const data = page.data.map(({ id, value }) => inlineJson(id, value));

  if (!rendered) {
    const hints: Hint[] = [
      ...stylesheetsOf(page).map((href): Hint => ({ href, as: 'style' })),
      ...shell.startup.js.map((href): Hint => ({ href, as: 'script' })),
      ...remoteHints,
      ...page.contributed,
    ];
    return {
      html: [
        `<!doctype html><html ${lang}><head>`,
        ...head,
        // The entry script is what every preloaded file waits for: it must not come last.
        ...shell.entry.map(
          (src) => `<script defer fetchpriority="high" src="${escapeAttribute(src)}"></script>`,
        ),
        ...(page.pageScript
          ? [`<script defer src="${escapeAttribute(page.pageScript)}"></script>`]
          : []),
        ...hints.map(hintTag),
        ...data,
        '</head><body><div id="root"></div></body></html>',
      ].join(''),
      inlineSources,
    };
  }

  // Scripts are hydration's business, not the first paint's: they go to the boot loader's list
  // (boot-loader.ts). Pictures stay hints: a hero picture is part of the first screen.
  const scripts = (hints: Hint[]) => hints.filter((hint) => hint.as === 'script');
  const fetches = (hints: Hint[]) => hints.filter((hint) => hint.as === 'fetch');
  const preload: Hint[] = [
    ...shell.startup.js.map((href): Hint => ({ href, as: 'script' })),
    ...scripts(remoteHints),
    ...fetches(remoteHints),
    ...fetches(page.contributed),
    ...scripts(page.contributed),
  ];
  for (const href of rendered.scripts)
    if (!preload.some((hint) => hint.href === href)) preload.push({ href, as: 'script' });
  const boot: BootData = {
    start: page.start,
    ...(page.pageScript ? { page: page.pageScript } : {}),
    scripts: shell.entry,
    preload: preload.map(({ href, as, crossorigin }) => ({
      href,
      as: as as 'script' | 'fetch',
      ...(crossorigin ? { crossorigin } : {}),
    })),
  };
  const sheets = stylesheetsOf(page).map((href): Stylesheet => ({
    href,
    css: rendered.styleText.get(href),
  }));
  const classes = classesIn(rendered.html);
  inlineSources['script-src'].push(BOOT_LOADER_HASH, SPECULATION_RULES_HASH);
  return {
    html: [
      `<!doctype html><html data-hydrating ${lang}><head>`,
      ...head,
      ...page.contributed.filter((hint) => hint.as === 'image' || hint.as === 'style').map(hintTag),
      ...sheets.map((sheet) => stylesheetTags(sheet, classes, inlineSources['style-src'])),
      ...data,
      inlineJson(HYDRATION_DATA_ELEMENT_ID, rendered.hydration),
      `</head><body><div id="root">${rendered.html}</div>`,
      inlineJson(BOOT_DATA_ELEMENT_ID, boot),
      `<script>${BOOT_LOADER}</script>`,
      SPECULATION_RULES_TAG,
      '</body></html>',
    ].join(''),
    inlineSources,
  };
}

/**
 * A page's stylesheets, in the order the browser build applies them: the shell's, its remote's
 * routes', then those of the modules the render used.
 */
export function stylesheetsOf(
  page: Omit<PageDocument, 'rendered'> & { rendered?: { stylesheets: string[] } | undefined },
): string[] {
  return [
    ...new Set([
      ...page.shell.startup.css,
      ...(page.remote?.stylesheets ?? []),
      ...(page.rendered?.stylesheets ?? []),
    ]),
  ];
}

/**
 * One stylesheet of a server-rendered page. Inlined when its text is known: the first paint then
 * waits for the HTML only, not for a round trip per stylesheet (on a phone's network each one
 * costs hundreds of milliseconds before anything shows). Inlined are only the rules whose classes
 * the page's markup has (used-css.ts): two thirds of the site's CSS is other pages' components,
 * and what it added to every document pushed it past the first ~14 KB a new connection delivers
 * (TCP's first window), a whole round trip later. The same file stays linked, `disabled`
 * (neither applied nor downloaded): rspack's and Module Federation's CSS loaders find the link by
 * its address and do not add the sheet a second time, later in the cascade; a link whose sheet
 * was cut is enabled by the boot loader when the app starts (each after its cut copy, so the
 * order of the cascade stays the build's).
 */
function stylesheetTags(
  sheet: Stylesheet,
  classes: ReadonlySet<string>,
  styleSources: string[],
): string {
  const link = `<link rel="stylesheet" href="${escapeAttribute(sheet.href)}"`;
  const { css } = sheet;
  const wholeSource = css === undefined ? undefined : inlineStyleSource(css);
  if (css === undefined || wholeSource === undefined) return `${link}>`;
  const used = usedCss(css, classes);
  const whole = used === css;
  const hash = whole ? wholeSource : inlineHash(used);
  if (!styleSources.includes(hash)) styleSources.push(hash);
  const rest = whole ? '' : ` ${PARTLY_INLINED_ATTRIBUTE}`;
  return `<style data-href="${escapeAttribute(sheet.href)}">${used}</style>${link} disabled${rest}>`;
}
