import { createHash } from 'node:crypto';

export const OFFLINE_PAGE_PATH = '/offline.html';

/** What works with no network (docs/offline.md): the pages the worker keeps after one visit. */
export const OFFLINE_LINKS = [
  { href: '/carta-vantaggi', label: 'Carta Vantaggi', text: 'la tua carta con il codice a barre' },
  { href: '/carta-vantaggi/coupon', label: 'I tuoi coupon', text: 'i coupon che hai salvato' },
  {
    href: '/account/lista-spesa',
    label: 'Lista della spesa',
    text: 'puoi spuntare i prodotti: le modifiche arrivano quando torni online',
  },
  { href: '/volantino', label: 'Volantino', text: 'il volantino del tuo punto vendita' },
] as const;

const STYLE = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#fff}',
  'body{margin:0}',
  '.header{background:#c4000d;color:#fff;padding:.75rem 1rem;display:flex;align-items:center;gap:1rem;flex-wrap:wrap}',
  '.logo{color:#fff;font-weight:800;font-size:1.5rem;text-decoration:none;letter-spacing:-.02em}',
  '.nav{display:flex;gap:.25rem 1rem;flex-wrap:wrap}',
  '.nav a{color:#fff;font-weight:600;text-decoration:underline;text-underline-offset:.2em;padding:.5rem 0;display:inline-block}',
  'a:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}',
  '.header a:focus-visible{outline-color:#fff}',
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}',
  'h1{font-size:1.75rem;margin:0 0 .75rem}',
  'p{line-height:1.5;margin:0 0 1rem}',
  'ul{padding:0;list-style:none;margin:0 0 1.5rem}',
  'li{border-bottom:1px solid #ddd;padding:.75rem 0}',
  'li a{color:#a1000b;font-weight:700;font-size:1.125rem}',
  'li span{display:block;color:#4a4a4a;margin-top:.25rem}',
  '.retry{display:inline-block;background:#c4000d;color:#fff;border-radius:999px;padding:.75rem 1.5rem;font-weight:700;text-decoration:none;min-height:24px}',
].join('');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The site's own offline page (issue 33): what the worker shows for a page never visited while
 * there is no network. Plain HTML with its style inline (allowed by its hash) and no script, so it
 * works with nothing else cached: the site's header with the links that work offline, and
 * "Riprova", which loads the address asked for again (an empty href is the page's own address).
 */
export function offlinePage(themeColor: string): { html: string; styleSource: string } {
  const nav = OFFLINE_LINKS.map(({ href, label }) => `<a href="${href}">${escape(label)}</a>`).join(
    '',
  );
  const list = OFFLINE_LINKS.map(
    ({ href, label, text }) =>
      `<li><a href="${href}">${escape(label)}</a><span>${escape(text)}</span></li>`,
  ).join('');
  const html = [
    '<!doctype html><html lang="it" dir="ltr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta name="theme-color" content="${escape(themeColor)}">`,
    '<title>Sei offline - Iper, La grande i</title>',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="icon" href="/icons/icon-192.png" type="image/png">',
    `<style>${STYLE}</style></head><body>`,
    '<header class="header"><a class="logo" href="/" aria-label="Iper, La grande i: home">Iper</a>',
    `<nav class="nav" aria-label="Disponibili senza rete">${nav}</nav></header>`,
    '<main><h1>Sei offline</h1>',
    '<p>Questa pagina non è disponibile senza connessione: non l\u2019hai ancora aperta su questo dispositivo.</p>',
    '<p>Senza rete puoi usare le pagine che hai già aperto da quando hai effettuato l\u2019accesso:</p>',
    `<ul>${list}</ul>`,
    '<p><a class="retry" href="">Riprova</a></p></main></body></html>',
  ].join('');
  const styleSource = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;
  return { html, styleSource };
}
