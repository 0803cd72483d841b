import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the header's menu drawer (every section and its pages) and returns the dialog, with
 * focus inside it (a modal dialog: the rest of the page is inert).
 */
export async function openSiteMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect
    .poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  return menu;
}
