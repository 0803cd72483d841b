import type { Browser, Page } from '@playwright/test';
import { startApp } from './app-start';

/** What one synthetic visitor's page view ran and measured. */
export interface SyntheticVisit {
  /** The loyalty release the page view ran (from the page's remotes manifest). */
  loyalty: string | undefined;
  canary: boolean;
}

/** The field-data reporter's chunk has arrived (it loads once the page is loaded and idle). */
async function reporterLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/field-data\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname)),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * One new visitor (a fresh context: a cookie of its own, so its own canary bucket) opens `path` on
 * a CPU-throttled chromium, reaches for the header (which starts the app), waits until the page is interactive and the reporter is in, taps the
 * page once (an interaction for INP) and leaves: the page is hidden, its beacons go out.
 */
export async function syntheticVisit(
  browser: Browser,
  url: string,
  { cpuThrottling = 2 }: { cpuThrottling?: number } = {},
): Promise<SyntheticVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.goto(url);
    // A visitor who reaches for the page's app (it starts where it is needed), then waits for it.
    await startApp(page);
    await reporterLoaded(page);
    await page.locator('h1').first().click();
    const visit = await page.evaluate(() => {
      const text =
        document.getElementById('iper-remotes-manifest')?.textContent ?? '{"remotes":[]}';
      const loyalty = (
        JSON.parse(text) as { remotes: { name: string; version?: string; canary?: boolean }[] }
      ).remotes.find((remote) => remote.name === 'loyalty');
      return { loyalty: loyalty?.version, canary: Boolean(loyalty?.canary) };
    });
    // Leaving hides the page: the reporter flushes its beacon (navigator.sendBeacon).
    await page.goto('about:blank');
    return visit;
  } finally {
    await context.close();
  }
}
