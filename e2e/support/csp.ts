import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page's documents (the browser's
 * `securitypolicyviolation` events); read them with `cspViolations(page)`.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile ?? ''})`,
      );
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}
