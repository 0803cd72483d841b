import { escapeAttribute } from '../platform/html-text';
import type { RemoteOverrides } from './remote-overrides';

/** The form field carrying the CSRF token (the `iper.csrf` cookie's value, double-submitted). */
export const CSRF_FIELD = 'csrf';

/**
 * The page a remote-override link opens: what this browser would load from where, and a button
 * that POSTs the same choice with the CSRF token. A link alone never changes anything, so another
 * site cannot pin a remote in a visitor's browser. Plain HTML, no script and no style: the site's
 * Content-Security-Policy applies as it is.
 */
export function overrideConfirmPage(options: {
  action: string;
  overrides: RemoteOverrides;
  back: string;
  csrfToken: string;
}): string {
  const { action, overrides, back, csrfToken } = options;
  const entries = Object.entries(overrides) as [string, string][];
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`;
  return [
    '<!doctype html>',
    '<html lang="it">',
    '<head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Versione di prova - Iper</title></head>',
    '<body><main>',
    '<h1>Usare una versione di prova?</h1>',
    '<p>Fino alla chiusura del browser, questo browser caricherà:</p>',
    '<ul>',
    ...entries.map(
      ([name, entry]) =>
        `<li><strong>${escapeAttribute(name)}</strong> da <code>${escapeAttribute(entry)}</code></li>`,
    ),
    '</ul>',
    '<p>Gli altri visitatori continuano a vedere la versione del sito.</p>',
    `<form method="post" action="${escapeAttribute(action)}">`,
    ...entries.map(([name, entry]) => hidden(name, entry)),
    hidden('return', back),
    hidden(CSRF_FIELD, csrfToken),
    '<button type="submit">Usa questa versione</button>',
    '</form>',
    `<p><a href="${escapeAttribute(back)}">Annulla</a></p>`,
    '</main></body></html>',
  ].join('\n');
}
