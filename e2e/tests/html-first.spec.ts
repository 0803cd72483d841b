import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { chooseFlyerStore } from '../support/flyers';
import { registerFreshAccount } from '../support/accounts';
import { E2E_BASE_URL } from '../support/environment';
import { rejectedConsentCookie } from '../support/fixtures';
import { startSignedIn } from '../support/session';
import { freshCustomer } from '../support/test-data';
import { expectAccessibleWithoutScript, visitorWithoutScript } from '../support/without-script';

/**
 * The shopper's key journeys as HTML (docs/architecture.md, "Works as HTML first"): with script
 * turned off, which is also every visitor's page before the app has started. Links are links,
 * forms are forms the server answers (the site search, the cookie banner, signing in, saving a
 * coupon), the menu opens by itself, a customer's card is drawn by the server. At a phone's and a
 * desktop's
 * width; axe on every page the journeys open.
 */
const WIDTHS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 900 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`without script, on ${viewport.name} (${viewport.width} px)`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeEach(async ({ browser }) => {
      context = await visitorWithoutScript(browser, viewport);
      page = await context.newPage();
    });
    test.afterEach(async () => {
      await context.close();
    });

    test('the menu opens by itself, Escape closes it, and its pages are real links', async () => {
      await page.goto('/');
      await expectAccessibleWithoutScript(page);
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menu.getByText('Iper Mag', { exact: true }).click();
      await menu.getByRole('link', { name: 'Ricette' }).click();
      await expect(page).toHaveURL(/\/iper-mag\/ricette$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ricette' })).toBeVisible();
      await expectAccessibleWithoutScript(page);
    });

    test('finds a store by the name of its town and its kind, opens it and reads its week of hours', async () => {
      await page.goto('/punti-vendita');
      const search = page.getByRole('search', { name: 'Cerca un punto vendita', exact: true });
      await search.getByRole('combobox', { name: 'Cerca per comune o CAP' }).fill('Arese');
      await search.getByRole('button', { name: 'Cerca' }).click();
      await expect(page).toHaveURL(/\/punti-vendita\?luogo=Arese$/);
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: /punt[oi] vendita entro 20 km da Arese \(MI\)/,
        }),
      ).toBeVisible();
      await expectAccessibleWithoutScript(page);

      // The kinds of store are a form too: a chip and its button, the place kept.
      const kinds = page.getByRole('group', { name: 'Tipo di punto vendita' });
      await kinds.getByRole('radio', { name: 'Distributori' }).check();
      await page.getByRole('button', { name: 'Mostra', exact: true }).click();
      await expect(page).toHaveURL(/\/punti-vendita\?luogo=Arese&tipo=distributori$/);
      await expect(kinds.getByRole('radio', { name: 'Distributori' })).toBeChecked();
      await expect(
        page.getByRole('heading', { level: 2, name: /entro 20 km da Arese/ }),
      ).toBeVisible();
      await kinds.getByRole('radio', { name: 'Ipermercati' }).check();
      await page.getByRole('button', { name: 'Mostra', exact: true }).click();
      await expect(page).toHaveURL(/\/punti-vendita\?luogo=Arese&tipo=ipermercati$/);

      await page
        .getByRole('list', { name: 'Elenco dei punti vendita' })
        .getByRole('link', { name: 'Iper Arese', exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/punti-vendita\/iper-arese$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Iper Arese' })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Orari di apertura, a partire da oggi' }).getByRole('row'),
      ).toHaveCount(7);
      await expectAccessibleWithoutScript(page);
    });

    test('a text no town matches says so and keeps the text', async () => {
      await page.goto('/punti-vendita');
      const search = page.getByRole('search', { name: 'Cerca un punto vendita', exact: true });
      await search.getByRole('combobox', { name: 'Cerca per comune o CAP' }).fill('Atlantide');
      await search.getByRole('button', { name: 'Cerca' }).click();
      await expect(
        page.getByText(
          'Non troviamo «Atlantide» tra i comuni italiani: prova con un altro comune o con il CAP.',
        ),
      ).toBeVisible();
      await expect(
        page
          .getByRole('search', { name: 'Cerca un punto vendita', exact: true })
          .getByRole('combobox', { name: 'Cerca per comune o CAP' }),
      ).toHaveValue('Atlantide');
    });

    test('chooses a store for its flyers, then opens one with its products and prices', async () => {
      await page.goto('/lista-volantini');
      await chooseFlyerStore(page);
      await expect(page).toHaveURL(/\/lista-volantini\?punto-vendita=\d{5}$/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }),
      ).toBeVisible();
      await expectAccessibleWithoutScript(page);

      const current = page.getByRole('listitem').filter({ hasText: 'In corso' }).first();
      const link = current.getByRole('heading', { level: 3 }).getByRole('link');
      const title = (await link.textContent())!;
      await link.click();
      await expect(page).toHaveURL(/\/volantino\?id=[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
      await expectAccessibleWithoutScript(page);
    });

    test('searches the site from the header and opens a result', async () => {
      await page.goto('/punti-vendita/iper-arese');
      const search = page.getByRole('banner').getByRole('search', { name: 'Cerca nel sito' });
      await search.getByRole('searchbox').fill('pasta');
      await search.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/cerca\?q=pasta$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cerca nel sito' })).toBeVisible();
      await expect(
        page.getByRole('searchbox', { name: 'Cerca prodotti, domande frequenti e articoli' }),
      ).toHaveValue('pasta');
      // The results come with the page: grouped, each a link to where it is.
      await expect(page.getByText(/^\d+ risultat[oi] per «pasta»$/)).toBeVisible();
      const products = page.getByRole('region', { name: /^Prodotti in volantino/ });
      const first = products.getByRole('link').first();
      await expect(first).toHaveAttribute('href', /^\/volantino\?id=/);
      await expectAccessibleWithoutScript(page);
      await first.click();
      await expect(page).toHaveURL(/\/volantino\?id=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('signs in with the page’s form: a refusal keeps the email and says why, then back to the page asked for', async () => {
      const email = `senza-script-${viewport.width}-${Date.now()}@example.it`;
      const password = 'Fragole-Sul-Balcone-27';
      await registerFreshAccount(page, email, password);
      await context.clearCookies();
      await context.addCookies([rejectedConsentCookie(E2E_BASE_URL)]);

      await page.goto('/accedi?redirect=%2Fcarta-vantaggi%2Fcoupon');
      const form = page.getByRole('form', { name: 'Accedi con email e password' });
      await form.getByRole('textbox', { name: /^Email/ }).fill(email);
      await form.getByLabel(/^Password/).fill('non-è-questa');
      await form.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(page).toHaveURL(/\/accedi\?redirect=%2Fcarta-vantaggi%2Fcoupon$/);
      await expect(form.getByText('Email o password non corretti.')).toBeVisible();
      await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
      await expect(form.getByLabel(/^Password/)).toHaveValue('');
      await expectAccessibleWithoutScript(page);

      await form.getByLabel(/^Password/).fill(password);
      await form.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(page).toHaveURL(/\/carta-vantaggi\/coupon$/);
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => /session_token$/.test(cookie.name))).toBe(true);
      // The refusal was shown once: the sign-in page is drawn as usual again.
      await page.goto('/accedi');
      await expect(page.getByText('Email o password non corretti.')).toHaveCount(0);
    });

    test('a customer’s card comes with its number and barcode; a coupon is saved and removed with its form, up to ten', async () => {
      const customer = await freshCustomer(page.request, 'luca.verdi@example.it');
      await startSignedIn(page, customer.email, '/carta-vantaggi', customer.password);
      const card = page.getByRole('region', { name: 'La tua carta' });
      await expect(
        card.getByRole('img', { name: /^Codice a barre della carta numero \d{13}$/ }),
      ).toBeVisible();
      // The number as the cashier reads it, in groups of digits.
      const digits = customer.cardNumber!.split('').join(' ?');
      await expect(
        card.getByRole('definition').filter({ hasText: new RegExp(`^0? ?${digits}$`) }),
      ).toBeVisible();
      await expectAccessibleWithoutScript(page);

      await page.goto('/carta-vantaggi/coupon');
      const counter = page.getByText(/^Coupon salvati: \d+ di 10$/);
      const savedCount = async () =>
        Number(/(\d+) di/.exec((await counter.textContent()) ?? '')?.[1]);
      const before = await savedCount();
      const all = page.getByRole('list', { name: /^Tutti/ });
      const toSave = all.getByRole('button', { name: /^Salva il coupon / });
      const first = toSave.first();
      const title = ((await first.textContent()) ?? '').replace(/^Salva il coupon /, '');
      await first.click();
      await expect(page).toHaveURL(/\/carta-vantaggi\/coupon#coupon-[a-z0-9-]+$/);
      await expect(counter).toHaveText(`Coupon salvati: ${before + 1} di 10`);
      const removal = all.getByRole('button', { name: `Salvato, rimuovi il coupon ${title}` });
      await expect(removal).toBeVisible();
      await expectAccessibleWithoutScript(page);
      await removal.click();
      await expect(counter).toHaveText(`Coupon salvati: ${before} di 10`);

      for (let count = before; count < 10; count += 1) {
        await toSave.first().click();
        await expect(counter).toHaveText(`Coupon salvati: ${count + 1} di 10`);
      }
      await toSave.first().click();
      await expect(
        page.getByText('Hai raggiunto il limite di dieci coupon salvabili'),
      ).toBeVisible();
      expect(await savedCount()).toBe(10);
      await expectAccessibleWithoutScript(page);
    });

    test('answers the cookie banner with its form: accept all, or choose by purpose', async ({
      browser,
    }) => {
      const undecided = await visitorWithoutScript(browser, viewport, { consent: 'undecided' });
      try {
        const visitor = await undecided.newPage();
        const consent = async () =>
          JSON.parse(
            decodeURIComponent(
              (await undecided.cookies()).find((cookie) => cookie.name === 'iper_consent')?.value ??
                'null',
            ),
          ) as { analytics: boolean; marketing: boolean } | null;
        const banner = visitor.getByRole('region', { name: 'Questo sito usa i cookie' });

        await visitor.goto('/punti-vendita/iper-arese');
        await expectAccessibleWithoutScript(visitor);
        await banner.getByRole('button', { name: 'Personalizza' }).click();
        const preferences = visitor.getByRole('dialog', { name: 'Preferenze cookie' });
        await expect(preferences).toBeVisible();
        await preferences.getByRole('checkbox', { name: 'Statistiche' }).check();
        await preferences.getByRole('button', { name: 'Salva le preferenze' }).click();
        await expect(visitor).toHaveURL(/\/punti-vendita\/iper-arese$/);
        await expect(banner).toHaveCount(0);
        expect(await consent()).toMatchObject({ analytics: true, marketing: false });

        await undecided.clearCookies();
        await visitor.goto('/lista-volantini');
        await banner.getByRole('button', { name: 'Accetta tutti' }).click();
        await expect(visitor).toHaveURL(/\/lista-volantini$/);
        await expect(banner).toHaveCount(0);
        expect(await consent()).toMatchObject({ analytics: true, marketing: true });
      } finally {
        await undecided.close();
      }
    });

    test('switches the language with a link, on the same page', async () => {
      await page.goto('/punti-vendita/iper-arese');
      await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/en\/punti-vendita\/iper-arese$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectAccessibleWithoutScript(page);
    });
  });
}
