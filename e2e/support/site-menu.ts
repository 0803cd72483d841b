import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the header's menu drawer (every section and its pages) and returns the dialog. */
export async function openSiteMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}
