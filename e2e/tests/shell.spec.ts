import { test, expect } from '../support/fixtures';

test.describe('page rules', () => {
  test('strips a trailing slash with a server redirect, keeping the query', async ({ page, site }) => {
    const response = await page.request.get('/punti-vendita/?vicino=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/punti-vendita?vicino=1');
    await site.visit('/punti-vendita/?vicino=1');
    await expect(page).toHaveURL(/\/punti-vendita\?vicino=1$/);
  });

  test('restores the scroll position on back, and starts a new page at the top', async ({ page, site }) => {
    await site.visit('/punti-vendita');
    await expect(page.getByRole('heading', { name: 'Iper Arese' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gift card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Punti vendita' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });
});

test.describe('locale routing', () => {
  test('serves English under /en, remembers the choice in i18n_redirected and redirects the root', async ({
    page,
    site,
    context,
  }) => {
    await site.visit('/gift-card');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/gift-card$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Sezioni principali' }).getByRole('link', { name: 'Stores' })).toBeVisible();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    await site.expectAccessible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test.describe('cookie consent', () => {
  test.use({ consent: 'undecided' });

  test('records nothing before consent; accepting starts the dataLayer and the _ALGOLIA token', async ({
    page,
    site,
    context,
  }) => {
    await site.visit('/gift-card');
    const banner = page.getByRole('region', { name: 'Questo sito usa i cookie' });
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ALGOLIA');

    await banner.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => window.dataLayer?.find((entry) => entry.event === 'page_view')))
      .toMatchObject({ page_type: 'landing', page_path: '/gift-card' });
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === '_ALGOLIA')?.value)
      .toMatch(/^anonymous-[0-9a-f-]{36}$/);
  });

  test('closing the banner with the X rejects, and the choice can be changed from the footer', async ({
    page,
    site,
    context,
  }) => {
    await site.visit('/gift-card');
    await page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
    await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeHidden();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ALGOLIA');

    await page.getByRole('button', { name: 'Preferenze cookie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
    await expect(dialog).toBeVisible();
    await site.expectAccessible();
    await dialog.getByRole('checkbox', { name: 'Statistiche' }).check();
    await dialog.getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThan(0);
  });
});
