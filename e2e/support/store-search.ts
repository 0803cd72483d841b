import type { Page } from '@playwright/test';
import { expect, type Site } from './fixtures';

/**
 * With "Bergam" typed in the store list's search, picks Bergamo (BG) from the suggestions with the
 * keyboard (the open suggestions pass axe too); the list then names the stores within 20 km.
 */
export async function pickBergamoSuggestion(page: Page, site: Site): Promise<void> {
  await expect(page.getByRole('option', { name: /Bergamo \(BG\)/ })).toBeVisible();
  await site.expectAccessible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(
    'entro 20 km da Bergamo (BG)',
  );
}
