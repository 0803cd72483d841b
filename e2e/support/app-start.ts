import type { Page } from '@playwright/test';

/**
 * The app starts where a page needs it (docs/architecture.md, "When the app starts"). For a
 * journey about what the app does on a page that works as HTML, the visitor reaches for one of
 * its parts first: the pointer over the header's store slot (every page with the default layout
 * has it), and then the app owns the page.
 */
export async function startApp(page: Page): Promise<void> {
  await page.locator('header [data-app-start="intent"]').first().hover();
  await appOwnsPage(page);
}

/**
 * Starts the app as a pointer passing over the header's store slot would, without leaving the
 * pointer there: nothing is hovered and no widget is asked for (what a picture of the page or a
 * byte count needs), and then the app owns the page.
 */
export async function startAppInPassing(page: Page): Promise<void> {
  await page.locator('header [data-app-start="intent"]').first().dispatchEvent('pointerover');
  await appOwnsPage(page);
}

/** Waits until the app has taken the page over (its server HTML hydrated). */
export async function appOwnsPage(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-hydrating'));
}

/** Scrolls through the whole page a screen at a time, as a reader would, and back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((next) => requestAnimationFrame(next));
    }
    window.scrollTo(0, 0);
  });
}
