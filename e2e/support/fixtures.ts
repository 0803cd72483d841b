import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Site {
  /** Opens a path, waits for its main heading, and fails on any WCAG A/AA violation. */
  visit(path: string): Promise<void>;
  /** Scans the page as it is now (after opening a dialog, after a client navigation...). */
  expectAccessible(): Promise<void>;
}

/**
 * Fails on any WCAG A/AA violation of the page as it is now (for specs that manage their own pages).
 *
 * axe runs in the page itself (`setLegacyMode`: `axe.run` over the page and its same-origin
 * frames: a video's player, a cross-origin frame opened by its play button, is the video
 * site's, not ours) and reports violations only. The default mode
 * opens a second, blank page per scan to merge per-frame results and builds the passes too: 2–5 s
 * a scan here instead of 0.9–1.4 s, for the same violations, over the ~300 scans of the suite.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe found WCAG violations on ${page.url()}`).toEqual([]);
}

/**
 * Every test gets `site`; page errors in the browser fail the test too. Unless a test asks for
 * `consent: 'undecided'`, the visitor has already answered the cookie banner (rejecting), so the
 * banner does not cover the page.
 */
/** A visitor who has already answered the cookie banner, rejecting (the banner is not shown). */
export function rejectedConsentCookie(url: string) {
  const value = encodeURIComponent(
    JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' }),
  );
  return { name: 'iper_consent', value, url };
}

export const test = base.extend<{ site: Site; consent: 'rejected' | 'undecided' }>({
  consent: ['rejected', { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    // Cookies ignore ports: the extra servers some specs start on 127.0.0.1 get it too.
    if (consent === 'rejected')
      await context.addCookies([rejectedConsentCookie(baseURL ?? E2E_BASE_URL)]);
    await use(context);
  },
  site: async ({ page }, use) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A server-rendered page that the browser could not hydrate as it was (shell/src/bootstrap.tsx).
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[ssr]'))
        pageErrors.push(message.text());
    });
    // Whatever the Content-Security-Policy blocked, in any document the page opens: a script, a
    // fetch, a font, a socket, or a style attribute in the server's HTML (it is not applied: the
    // page looks wrong). Such a block is silent but for this event, and each is a real fault.
    // Two kinds are left out: a report-only policy blocks nothing, and a refused eval throws where
    // it is called, so code that needs it fails the test as an uncaught error; the reports that
    // remain are probes (zod's `Function('')`, which then validates without compiling).
    await page.exposeFunction('__iperCspViolation', (violation: string) =>
      pageErrors.push(`Content-Security-Policy: ${violation}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.disposition !== 'enforce' || /^(eval|wasm-eval)$/.test(event.blockedURI)) return;
        const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
        (window as unknown as { __iperCspViolation(text: string): void }).__iperCspViolation(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${where})`,
        );
      });
    });
    await use({
      async visit(path) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectNoAxeViolations(page);
      },
      expectAccessible: () => expectNoAxeViolations(page),
    });
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
