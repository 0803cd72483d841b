import { createHash } from 'node:crypto';
import {
  PRERENDER_AHEAD,
  PRERENDER_AHEAD_ATTRIBUTE,
  SPECULATION_RULES_ELEMENT_ID,
} from '@iper/contracts';

/** Same-site addresses that are not pages, or that a speculative visit must not touch. */
const NOT_PAGES = ['/api/*', '/remotes/*', '/releases/*', '/icons/*', '/offline.html'];

/**
 * The browser prepares the page behind a link the visitor is about to follow (Chromium's
 * speculation rules, "moderate": a pointer resting on it, or pressed): the next page is drawn
 * before the tap ends, with no app running in this one. A prerendered page does not start its
 * own app until it is shown (boot-loader.ts), so its page view and field data count only if the
 * visitor opens it. Links that download or that the page marks `rel="nofollow"` are left alone, and
 * so is the language switch (`hreflang`): following it changes the language cookie the server
 * reads (shell/src/page-script/locale-choice.ts), so the page must be asked for after the click.
 * A link the page script marks as the next page (PRERENDER_AHEAD_ATTRIBUTE `now`) is prerendered at
 * once: the page script cannot write rules of its own, as the CSP ignores
 * `'inline-speculation-rules'` beside the boot loader's hash (as it does `'unsafe-inline'`).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NOT_PAGES } },
          { not: { selector_matches: '[rel~="nofollow"], [download], [hreflang]' } },
        ],
      },
      eagerness: 'moderate',
    },
    {
      source: 'document',
      where: {
        and: [
          { selector_matches: `[${PRERENDER_AHEAD_ATTRIBUTE}="${PRERENDER_AHEAD.now}"]` },
          { href_matches: '/*' },
          { not: { href_matches: NOT_PAGES } },
        ],
      },
      eagerness: 'immediate',
    },
  ],
});

/** The rules as the page's inline element (the app removes it by its id when it starts). */
export const SPECULATION_RULES_TAG = `<script type="speculationrules" id="${SPECULATION_RULES_ELEMENT_ID}">${SPECULATION_RULES}</script>`;

/** The CSP source that allows the inline rules (speculation rules are scripts to the CSP). */
export const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES, 'utf8').digest('base64')}'`;
