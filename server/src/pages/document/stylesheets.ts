import { createHash } from 'node:crypto';

/**
 * On the link of a stylesheet the page inlines only in part (the rules its markup uses,
 * used-css.ts): the boot loader enables it when the app starts, whose views may need the rest.
 */
export const PARTLY_INLINED_ATTRIBUTE = 'data-partly-inlined';

/** A stylesheet of a server-rendered page, with its text when the server has it (to inline it). */
export interface Stylesheet {
  href: string;
  css?: string | undefined;
}

/** A relative url() would resolve against the page's path once the CSS is inside the HTML. */
const RELATIVE_URL = /url\(\s*['"]?(?!data:|https?:|\/)/i;

/** Whether a stylesheet can go into the HTML as it is. */
export function isInlinable(css: string): boolean {
  return !RELATIVE_URL.test(css) && !/<\/style/i.test(css);
}

/** The CSP source that allows exactly this inline element's text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Stylesheets met so far and their CSP source (undefined: not inlinable). A page inlines the same
 * few stylesheets on every render, tens of KiB each: hashed once, not per page. Bounded, as
 * releases bring new ones.
 */
const knownStylesheets = new Map<string, string | undefined>();
const MAX_KNOWN_STYLESHEETS = 500;

/** The CSP source that allows this stylesheet inline, or undefined when it must stay linked. */
export function inlineStyleSource(css: string): string | undefined {
  if (knownStylesheets.has(css)) return knownStylesheets.get(css);
  const source = isInlinable(css) ? inlineHash(css) : undefined;
  if (knownStylesheets.size >= MAX_KNOWN_STYLESHEETS) knownStylesheets.clear();
  knownStylesheets.set(css, source);
  return source;
}
