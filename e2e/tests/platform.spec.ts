import { test, expect } from '../support/fixtures';

test.describe('the platform', () => {
  test('serves a page of the store locator remote inside the shell layout', async ({ site, page }) => {
    await site.visit('/punti-vendita');
    await expect(page.getByRole('heading', { level: 1, name: 'Punti vendita' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sezioni principali' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iper Arese' })).toBeVisible();
  });
});
