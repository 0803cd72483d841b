import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openSiteMenu } from '../support/site-menu';

const DEMO_PASSWORD = 'Spesa2026!';

async function logIn(page: Page, email: string, redirect: string) {
  await page.goto(`/accedi?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
}

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view'));

test.describe('page rules', () => {
  test('strips a trailing slash with a server redirect, keeping the query and the hash', async ({
    page,
    site,
  }) => {
    const response = await page.request.get('/punti-vendita/?vicino=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/punti-vendita?vicino=1');
    await site.visit('/punti-vendita/?vicino=1#elenco');
    await expect(page).toHaveURL(/\/punti-vendita\?vicino=1#elenco$/);
  });

  test('restores the scroll position on back, and starts a new page at the top', async ({
    page,
    site,
  }) => {
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
    const menu = await openSiteMenu(page);
    await expect(menu.getByText('Stores', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // The loyalty remote's English catalog, loaded for /en only.
    await expect(page.getByRole('heading', { level: 1, name: 'Iper Gift Card' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check the balance' })).toBeVisible();
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
      .poll(() =>
        page.evaluate(() => window.dataLayer?.find((entry) => entry.event === 'page_view')),
      )
      .toMatchObject({ page_type: 'landing', page_path: '/gift-card' });
    await expect
      .poll(
        async () => (await context.cookies()).find((cookie) => cookie.name === '_ALGOLIA')?.value,
      )
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

test.describe('the default layout', () => {
  test("mounts the store locator's address autocomplete between the page and the footer, which opens the stores near a town", async ({
    page,
    site,
  }) => {
    // A page only read (no form of the app on it): the app has not started.
    await site.visit('/lista-volantini');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const addressSearch = page.getByRole('search', {
      name: 'Cerca un punto vendita per indirizzo',
    });
    // Before the app, the bar is a form the store list answers; typing in it starts the app, and
    // the widget takes the text over with its suggestions.
    await expect(addressSearch.getByRole('button', { name: 'Cerca' })).toBeVisible();
    await addressSearch
      .getByRole('textbox', { name: 'Trova un punto vendita vicino a' })
      .fill('Bergam');
    await expect(
      addressSearch.getByRole('combobox', { name: 'Trova un punto vendita vicino a' }),
    ).toHaveValue('Bergam');
    await expect(addressSearch.getByRole('option', { name: /Bergamo \(BG\)/ })).toBeVisible();
    await site.expectAccessible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/punti-vendita\?luogo=Bergamo/);
    await expect(page.getByRole('heading', { level: 1, name: 'Punti vendita' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
      'da Bergamo (BG)',
    );
  });
});

test.describe('analytics of a logged-in user', () => {
  test.use({ consent: 'undecided' });

  test('sends nothing before consent; after it, page views carry hashed user data and insights the uid; logging out says so', async ({
    page,
    site,
    context,
  }) => {
    await site.visit('/gift-card');
    await page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
    await logIn(page, 'mario.rossi@example.it', '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    // A remote's widget in the header: the account's profile menu greets the user.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Ciao Mario' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ALGOLIA');

    await page.getByRole('button', { name: 'Preferenze cookie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
    await dialog.getByRole('checkbox', { name: 'Statistiche' }).check();
    await dialog.getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect
      .poll(async () => (await pageViews(page)).at(-1))
      .toMatchObject({ page_type: 'my_account', page_path: '/account', logged_in: true });
    const [view] = await pageViews(page);
    expect(Object.keys(view!.user_data as Record<string, string>).sort()).toEqual([
      'sha256_birth_date',
      'sha256_city',
      'sha256_email_address',
      'sha256_first_name',
      'sha256_last_name',
      'sha256_phone_number',
      'sha256_postal_code',
    ]);
    for (const hash of Object.values(view!.user_data as Record<string, string>))
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(view)).not.toMatch(/mario|rossi/i);
    const session = (await (await page.request.get('/api/account/session/verify')).json()) as {
      uid: string;
    };
    await expect
      .poll(
        async () => (await context.cookies()).find((cookie) => cookie.name === '_ALGOLIA')?.value,
      )
      .toBe(session.uid);

    await page.getByRole('banner').getByRole('button', { name: 'Ciao Mario' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // The site's notification area, which any remote can raise.
    const notice = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Sei uscito dal tuo account.' });
    await expect(notice).toBeVisible();
    await site.expectAccessible();
    await notice.getByRole('button', { name: 'Chiudi il messaggio' }).click();
    await expect(notice).toBeHidden();
    await expect
      .poll(async () => (await pageViews(page)).at(-1))
      .toEqual({ event: 'page_view', page_type: 'homepage', page_path: '/', logged_in: false });
    await expect
      .poll(
        async () => (await context.cookies()).find((cookie) => cookie.name === '_ALGOLIA')?.value,
      )
      .toMatch(/^anonymous-[0-9a-f-]{36}$/);
  });
});
