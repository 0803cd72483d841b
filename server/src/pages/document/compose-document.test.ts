import { createHash } from 'node:crypto';
import { BOOT_DATA_ELEMENT_ID } from '@iper/contracts';
import { serializeCsp } from '../../platform/security-headers';
import { BOOT_LOADER, BOOT_LOADER_HASH } from './boot-loader';
import {
  SPECULATION_RULES,
  SPECULATION_RULES_HASH,
  SPECULATION_RULES_TAG,
} from './speculation-rules';
import { composeDocument, type PageDocument } from './compose-document';
import { remoteFiles } from './remote-files';
import type { ShellDocument } from './shell-document';
import { inlineHash } from './stylesheets';

const SHELL: ShellDocument = {
  head: {
    title: 'Iper, La grande i',
    description: 'Volantini & punti vendita',
    themeColor: '#c4000d',
    robots: 'noindex',
  },
  entry: ['/main.1111111111.js'],
  startup: { css: ['/shell.2222222222.css'], js: ['/chunk.3333333333.js'] },
};

const PAGE: PageDocument = {
  shell: SHELL,
  locale: 'it',
  remote: remoteFiles('/remotes/store-locator/mf-manifest.json', {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: {
          js: { sync: ['routes.7777777777.js'] },
          css: { sync: ['routes.8888888888.css'] },
        },
      },
    ],
  }),
  contributed: [{ href: '/hero.6666666666.webp', as: 'image', fetchpriority: 'high' }],
  data: [{ id: 'iper-remotes-manifest', value: { remotes: [] } }],
  start: 'need',
  pageScript: '/page/page-script.9999999999.js',
};

const RENDERED = {
  html: '<h1 class="a b">Punti vendita</h1>',
  hydration: { remote: 'store_locator', state: {} },
  stylesheets: ['/remotes/store-locator/list.4444444444.css'],
  scripts: ['/remotes/store-locator/list.5555555555.js'],
  styleText: new Map([
    ['/shell.2222222222.css', '.a{color:red}.drawer{color:green}'],
    ['/remotes/store-locator/list.4444444444.css', '.b{color:blue}'],
  ]),
};

describe('the HTML of a page the browser renders', () => {
  const { html, inlineSources } = composeDocument(PAGE);

  it('has the shell’s fixed head, in the page’s language, escaped', () => {
    expect(html).toMatch(/^<!doctype html><html lang="it" dir="ltr"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Iper, La grande i</title>');
    expect(html).toContain('<meta name="description" content="Volantini &amp; punti vendita">');
    expect(composeDocument({ ...PAGE, locale: 'en' }).html).toContain('<html lang="en" dir="ltr">');
  });

  it('starts the entry script with every file it will ask for, the remote’s container among them', () => {
    expect(html).toContain(
      '<script defer fetchpriority="high" src="/main.1111111111.js"></script>',
    );
    for (const hint of [
      '<link rel="preload" href="/shell.2222222222.css" as="style">',
      '<link rel="preload" href="/chunk.3333333333.js" as="script">',
      '<link rel="preload" href="/remotes/store-locator/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/store-locator/routes.7777777777.js" as="script">',
      '<link rel="preload" href="/remotes/store-locator/routes.8888888888.css" as="style">',
      '<link rel="preload" href="/hero.6666666666.webp" as="image" fetchpriority="high">',
    ])
      expect(html).toContain(hint);
  });

  it('carries its data as JSON blocks, which no CSP runs, and needs no inline source', () => {
    expect(html).toContain(
      '<script type="application/json" id="iper-remotes-manifest">{"remotes":[]}</script>',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(inlineSources).toEqual({ 'script-src': [], 'style-src': [] });
  });

  it('names the container of a remote on another origin, whose manifest this server cannot read', () => {
    expect(remoteFiles('https://cdn.example/loyalty/7/mf-manifest.json', undefined)).toEqual({
      hints: [{ href: 'https://cdn.example/loyalty/7/remoteEntry.js', as: 'script' }],
      stylesheets: [],
    });
  });
});

describe('the HTML of a server-rendered page', () => {
  const { html, inlineSources } = composeDocument({ ...PAGE, rendered: RENDERED });

  it('carries the page drawn by the server, marked as hydrating', () => {
    expect(html).toContain('<div id="root"><h1 class="a b">Punti vendita</h1></div>');
    expect(html).toContain('<html data-hydrating lang="it" dir="ltr">');
  });

  it('inlines the stylesheets it has, shell first, so the first paint waits for the HTML only', () => {
    const shell = html.indexOf('<style data-href="/shell.2222222222.css">');
    const page = html.indexOf(
      '<style data-href="/remotes/store-locator/list.4444444444.css">.b{color:blue}</style>',
    );
    expect(shell).toBeGreaterThan(0);
    expect(page).toBeGreaterThan(shell);
    expect(html).not.toContain('as="style"');
  });

  it('inlines of a stylesheet only the rules whose classes the page’s markup has', () => {
    expect(html).toContain('<style data-href="/shell.2222222222.css">.a{color:red}</style>');
    expect(html).not.toContain('.drawer');
  });

  it('keeps each inlined file linked but disabled (not downloaded), where the CSS loaders find it and add it no second time', () => {
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/store-locator/list.4444444444.css" disabled>',
    );
    // The remote's routes' stylesheet is not on this server (no text): linked as it is.
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/store-locator/routes.8888888888.css">',
    );
  });

  it('marks the link of a stylesheet it inlined in part, for the boot loader to enable when the app starts', () => {
    expect(html).toContain(
      '<link rel="stylesheet" href="/shell.2222222222.css" disabled data-partly-inlined>',
    );
    // Inlined whole: nothing more to fetch.
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/store-locator/list.4444444444.css" disabled>',
    );
  });

  it('names its inline styles, the boot loader and the speculation rules by hash for the Content-Security-Policy', () => {
    const expected = `'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`;
    expect(inlineSources).toEqual({
      'style-src': [expected, inlineHash('.b{color:blue}')],
      'script-src': [BOOT_LOADER_HASH, SPECULATION_RULES_HASH],
    });
  });

  it('asks the browser to prerender a same-site page a link is about to open, but no API or release file', () => {
    expect(html).toContain(`<script>${BOOT_LOADER}</script>${SPECULATION_RULES_TAG}</body>`);
    const [rule] = JSON.parse(SPECULATION_RULES).prerender;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(JSON.stringify(rule.where)).toContain('"/api/*"');
    expect(JSON.stringify(rule.where)).toContain('"/releases/*"');
  });

  it('asks the browser to prerender at once the links the page script marks as the next page', () => {
    const [, ahead] = JSON.parse(SPECULATION_RULES).prerender;
    expect(ahead).toMatchObject({ source: 'document', eagerness: 'immediate' });
    expect(JSON.stringify(ahead.where)).toContain('[data-prerender-ahead=\\"now\\"]');
    expect(JSON.stringify(ahead.where)).toContain('"/api/*"');
  });

  it('leaves every script to the boot loader: the page script once painted, the app on need', () => {
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/as="(script|fetch)"/);
    const boot = new RegExp(
      `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(boot?.[1] ?? 'null')).toEqual({
      start: 'need',
      page: '/page/page-script.9999999999.js',
      scripts: ['/main.1111111111.js'],
      preload: [
        { href: '/chunk.3333333333.js', as: 'script' },
        { href: '/remotes/store-locator/remoteEntry.js', as: 'script' },
        { href: '/remotes/store-locator/routes.7777777777.js', as: 'script' },
        { href: '/remotes/store-locator/list.5555555555.js', as: 'script' },
      ],
    });
    expect(html).toContain(`<script>${BOOT_LOADER}</script>`);
  });

  it('has the head its page declared, for a crawler or a visitor without the app', () => {
    const head = {
      title: 'Punti vendita | Iper',
      description: 'Trova <il> negozio',
      robots: 'index',
      canonical: '/punti-vendita',
    };
    const page = composeDocument({ ...PAGE, rendered: { ...RENDERED, head } }).html;
    expect(page).toContain('<title>Punti vendita | Iper</title>');
    expect(page).toContain('<meta name="description" content="Trova &lt;il> negozio">');
    expect(page).toContain('<meta name="robots" content="index">');
    expect(page).toContain('<link rel="canonical" href="/punti-vendita">');
    expect(html).toContain('<title>Iper, La grande i</title>');
  });

  it('keeps the hint of a picture on the first screen', () => {
    expect(html).toContain(
      '<link rel="preload" href="/hero.6666666666.webp" as="image" fetchpriority="high">',
    );
  });

  it('links a stylesheet it cannot inline: with relative url()s that would break in the page', () => {
    const relative = new Map([['/shell.2222222222.css', '.a{background:url(./x.png)}']]);
    const page = composeDocument({ ...PAGE, rendered: { ...RENDERED, styleText: relative } });
    expect(page.html).toContain('<link rel="stylesheet" href="/shell.2222222222.css">');
    expect(page.html).not.toContain('<style');
    expect(page.inlineSources['style-src']).toEqual([]);
  });
});

describe('the Content-Security-Policy of a page', () => {
  const site = { 'default-src': ["'none'"], 'script-src': ["'self'"], 'style-src': ["'self'"] };

  it('allows exactly its inline elements, by hash, built with the policy (not patched into it)', () => {
    expect(
      serializeCsp(site, {
        'style-src': ["'sha256-x'", "'sha256-y'"],
        'script-src': [BOOT_LOADER_HASH],
      }),
    ).toBe(
      `default-src 'none';script-src 'self' ${BOOT_LOADER_HASH};style-src 'self' 'sha256-x' 'sha256-y'`,
    );
    expect(serializeCsp(site, { 'style-src': [] })).toBe(
      "default-src 'none';script-src 'self';style-src 'self'",
    );
    expect(site['style-src']).toEqual(["'self'"]);
  });
});
