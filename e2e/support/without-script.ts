import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { expectNoAxeViolations, rejectedConsentCookie } from './fixtures';

/**
 * A visitor whose browser runs no script (or whose phone has not started the app yet), who has
 * answered the cookie banner already unless `consent: 'undecided'`.
 */
export async function visitorWithoutScript(
  browser: Browser,
  viewport: { width: number; height: number },
  { consent = 'rejected' }: { consent?: 'rejected' | 'undecided' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: false,
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  if (consent === 'rejected') await context.addCookies([rejectedConsentCookie(E2E_BASE_URL)]);
  return context;
}

/**
 * axe on the page exactly as the scriptless visitor has it. axe is itself a script, and a page
 * with scripts turned off cannot run it (Chromium closes it), so the same document (its DOM now,
 * scripts removed) is checked in a second page at the same address and size, with its
 * stylesheets and pictures from the site.
 */
export async function expectAccessibleWithoutScript(page: Page): Promise<void> {
  const html = (await page.content()).replace(
    /<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  const url = page.url();
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: E2E_BASE_URL, viewport: page.viewportSize(), locale: 'it-IT' });
  try {
    const checker = await context.newPage();
    await checker.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await checker.goto(url);
    await expectNoAxeViolations(checker);
  } finally {
    await context.close();
  }
}
