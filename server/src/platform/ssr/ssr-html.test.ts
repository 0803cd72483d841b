import { createHash } from 'node:crypto';
import { BOOT_DATA_ELEMENT_ID, BOOT_LOADER, BOOT_LOADER_HASH } from './boot-loader';
import { serverRenderedHtml, serverRenderedPolicy, styleHash } from './ssr-html';

const INDEX = [
  '<!doctype html><html lang="it"><head>',
  '<script defer fetchpriority="high" src="/main.1111111111.js"></script>',
  '<link rel="preload" href="/shell.2222222222.css" as="style">',
  '<link rel="preload" href="/chunk.3333333333.js" as="script">',
  '<link rel="preload" href="/remotes/store-locator/mf-manifest.json" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" href="/hero.6666666666.webp" as="image" fetchpriority="high">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const RESULT = {
  kind: 'html' as const,
  status: 200,
  html: '<h1>Punti vendita</h1>',
  hydration: { remote: 'store_locator', state: {} },
  pageModules: ['./pages/store-list'],
};

const PAGE = {
  publicBase: '/remotes/store-locator/',
  assets: [{ css: ['list.4444444444.css'], js: ['list.5555555555.js'] }],
};

describe('the HTML of a server-rendered page', () => {
  const styles = new Map([
    ['/shell.2222222222.css', '.a{color:red}'],
    ['/remotes/store-locator/list.4444444444.css', '.b{color:blue}'],
  ]);
  const { html, styleHashes } = serverRenderedHtml(INDEX, RESULT, PAGE, styles);

  it('carries the page drawn by the server, marked as hydrating', () => {
    expect(html).toContain('<div id="root"><h1>Punti vendita</h1></div>');
    expect(html).toContain('<html data-hydrating lang="it">');
  });

  it('inlines the stylesheets, shell first, so the first paint waits for the HTML only', () => {
    const shell = html.indexOf('<style data-href="/shell.2222222222.css">.a{color:red}</style>');
    const page = html.indexOf(
      '<style data-href="/remotes/store-locator/list.4444444444.css">.b{color:blue}</style>',
    );
    expect(shell).toBeGreaterThan(0);
    expect(page).toBeGreaterThan(shell);
    expect(html).not.toContain('as="style"');
  });

  it('keeps each inlined file linked for print, where the CSS loaders find it and add it no second time', () => {
    expect(html).toContain('<link rel="stylesheet" href="/shell.2222222222.css" media="print">');
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/store-locator/list.4444444444.css" media="print">',
    );
  });

  it('names each inline style by its hash for the Content-Security-Policy', () => {
    const expected = `'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`;
    expect(styleHashes).toEqual([expected, styleHash('.b{color:blue}')]);
  });

  it('leaves every script to the boot loader, which asks for them once the page is painted', () => {
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/as="(script|fetch)"/);
    const boot = new RegExp(
      `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(boot?.[1] ?? 'null')).toEqual({
      scripts: ['/main.1111111111.js'],
      preload: [
        { href: '/chunk.3333333333.js', as: 'script' },
        { href: '/remotes/store-locator/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
        { href: '/remotes/store-locator/list.5555555555.js', as: 'script' },
      ],
    });
    expect(html).toContain(`<script>${BOOT_LOADER}</script></body>`);
  });

  it('keeps the hint of a picture on the first screen', () => {
    expect(html).toContain(
      '<link rel="preload" href="/hero.6666666666.webp" as="image" fetchpriority="high">',
    );
  });

  it('links a stylesheet it cannot inline: unknown, or with relative url()s that would break in the page', () => {
    const relative = new Map([['/shell.2222222222.css', '.a{background:url(./x.png)}']]);
    const page = serverRenderedHtml(INDEX, RESULT, { publicBase: '/', assets: [] }, relative);
    expect(page.html).toContain('<link rel="stylesheet" href="/shell.2222222222.css">');
    expect(page.html).not.toContain('<style');
    expect(page.styleHashes).toEqual([]);
  });
});

describe('the Content-Security-Policy of a server-rendered page', () => {
  it('allows exactly its inline styles and the boot loader, by hash', () => {
    expect(
      serverRenderedPolicy("default-src 'none';script-src 'self';style-src 'self';img-src 'self'", [
        "'sha256-x'",
        "'sha256-y'",
      ]),
    ).toBe(
      `default-src 'none';script-src 'self' ${BOOT_LOADER_HASH};style-src 'self' 'sha256-x' 'sha256-y';img-src 'self'`,
    );
  });

  it("follows the site's policy when it changes, for a page sent again", () => {
    const hashes = ["'sha256-x'"];
    expect(serverRenderedPolicy("style-src 'self'", hashes)).toBe(
      `style-src 'self' 'sha256-x';script-src 'self' ${BOOT_LOADER_HASH}`,
    );
    expect(serverRenderedPolicy("style-src 'self' https://cdn.example", hashes)).toBe(
      `style-src 'self' https://cdn.example 'sha256-x';script-src 'self' ${BOOT_LOADER_HASH}`,
    );
  });

  it('adds no style source when the page has no inline style', () => {
    expect(serverRenderedPolicy("script-src 'self';style-src 'self'", [])).toBe(
      `script-src 'self' ${BOOT_LOADER_HASH};style-src 'self'`,
    );
  });
});
