import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { pickBergamoSuggestion } from '../support/store-search';

const DUOMO_DI_MILANO = { latitude: 45.4642, longitude: 9.19 };

/** Presses Tab until the focused element matches the selector (keyboard only, no clicks). */
async function tabTo(page: Page, selector: string, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector))
      return;
  }
  throw new Error(`no focusable element matching ${selector} within ${maxPresses} Tab presses`);
}

const cardHeadings = (page: Page) =>
  page.getByRole('list', { name: 'Elenco dei punti vendita' }).getByRole('heading', { level: 3 });

test.describe('the store locator', () => {
  test('finds the nearest store from the shopper’s position', async ({ site, page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DUOMO_DI_MILANO);
    await site.visit('/punti-vendita');
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(
      'entro 20 km da la tua posizione',
    );
    await expect(cardHeadings(page).first()).toHaveText('Iper Milano Portello');
    const nearest = page.getByRole('article', { name: 'Iper Milano Portello' });
    await expect(nearest.getByText(/^A \d+,\d km da te$/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'La tua posizione' })).toBeVisible();
    await site.expectAccessible();
  });

  test('answers «Usa la mia posizione» before the app has started: the list around the position, by its address', async ({
    site,
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DUOMO_DI_MILANO);
    const appFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') appFiles.push(request.url());
    });
    await page.goto('/punti-vendita');
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(page).toHaveURL(/\/punti-vendita\?lat=45\.46&lng=9\.19$/);
    // The page script answered the tap: no script but its own (/page/: it and field data's
    // reporter) ran on either page.
    expect(appFiles.filter((url) => !new URL(url).pathname.startsWith('/page/'))).toEqual([]);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(
      'entro 20 km da la tua posizione',
    );
    await expect(cardHeadings(page).first()).toHaveText('Iper Milano Portello');
    await expect(
      page.getByRole('article', { name: 'Iper Milano Portello' }).getByText(/^A \d+,\d km da te$/),
    ).toBeVisible();
    await site.expectAccessible();
  });

  test('works on without distances when the position is refused', async ({ site, page }) => {
    await site.visit('/punti-vendita');
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(
      page.getByText(
        /Non hai concesso l'accesso alla tua posizione|Non riusciamo a trovare la tua posizione/,
      ),
    ).toBeVisible();
    await expect(cardHeadings(page)).toHaveCount(27);
    await expect(page.getByText(/km da te$/)).toHaveCount(0);
  });

  test('searches a town with the address autocomplete', async ({ site, page }) => {
    await site.visit('/punti-vendita');
    await page.getByRole('combobox', { name: 'Cerca per comune o CAP' }).fill('Bergam');
    await pickBergamoSuggestion(page, site);
    await expect(cardHeadings(page).first()).toHaveText(/Iper (Orio al Serio|Seriate)/);
  });

  test('filters the fuel stations and reads a price', async ({ site, page }) => {
    await site.visit('/punti-vendita');
    await page.getByRole('radio', { name: 'Distributori' }).check();
    await expect(page).toHaveURL(/tipo=distributori/);
    const arese = page.getByRole('article', { name: 'Iper Arese' });
    await expect(arese.getByRole('heading', { name: 'Prezzi carburanti' })).toBeVisible();
    await expect(arese.getByRole('listitem').filter({ hasText: 'Benzina' })).toContainText(
      /\d,\d{3} euro\/l/,
    );
    await expect(arese.getByRole('listitem').filter({ hasText: 'Metano' })).toContainText(
      /\d,\d{3} euro\/kg/,
    );
    await expect(page.getByRole('article', { name: 'Iper Milano Portello' })).toHaveCount(0);
    await site.expectAccessible();
  });

  test('opens a store page with today first, holidays, services and nearby stores', async ({
    site,
    page,
  }) => {
    await site.visit('/punti-vendita/iper-arese');
    await expect(page.getByRole('heading', { level: 1, name: 'Iper Arese' })).toBeVisible();
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'Europe/Rome' }).format(
        new Date(),
      ),
    );
    const firstRow = page
      .getByRole('table', { name: 'Orari di apertura, a partire da oggi' })
      .getByRole('row')
      .first();
    await expect(firstRow).toContainText(new RegExp(`^${today}`, 'i'));
    await expect(firstRow).toContainText('(oggi)');
    await expect(page.getByRole('heading', { name: 'Aperture straordinarie' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Servizi' })
        .getByRole('link', { name: 'Lavanderia self-service (PDF)' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Distributore Iper Station' })).toContainText(
      'euro/l',
    );
    await expect(
      page.getByRole('region', { name: 'Punti vendita vicini' }).getByRole('link').first(),
    ).toBeVisible();
    await site.expectAccessible();
    await page.getByRole('link', { name: 'La Romantica Arese: orari e menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'La Romantica Arese' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Pizze' })).toBeVisible();
    await site.expectAccessible();
  });

  test('lists the restaurants of every brand', async ({ site, page }) => {
    await site.visit('/punti-vendita/punti-ristorazione');
    await expect(page.getByRole('heading', { level: 2, name: 'La Romantica' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cremamore Verona' })).toHaveAttribute(
      'href',
      '/punti-vendita/iper-verona/cremamore',
    );
  });

  test('selects a store and sees it in the header after a reload', async ({ site, page }) => {
    const headerSelector = (name: string) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^Il tuo punto vendita\\s*${name}$`) });
    await site.visit('/punti-vendita/iper-verona');
    await page.getByRole('button', { name: 'Scegli come tuo punto vendita' }).click();
    await expect(page.getByText('È il tuo punto vendita')).toBeVisible();
    await expect(headerSelector('Iper Verona')).toBeVisible();
    await page.reload();
    await expect(page.getByText('È il tuo punto vendita')).toBeVisible();
    await expect(headerSelector('Iper Verona')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedStoreId'))).toBe('00121');
    await site.visit('/punti-vendita');
    await expect(cardHeadings(page).first()).toHaveText('Iper Verona');
    await expect(
      page.getByRole('article', { name: 'Iper Verona' }).getByText('Il tuo punto vendita'),
    ).toBeVisible();

    // The header's selector chooses too, and loads the store's services.
    await headerSelector('Iper Verona').click();
    await site.expectAccessible();
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Punto vendita' })
      .selectOption({ label: 'Iper Arese (MI)' });
    await page.getByRole('banner').getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByRole('banner').getByRole('status')).toContainText(
      /\d+ servizi, 4 ristoranti/,
    );
    await page.reload();
    await expect(headerSelector('Iper Arese')).toBeVisible();
    await expect(cardHeadings(page).first()).toHaveText('Iper Arese');
  });

  test('is usable by keyboard alone: from a marker to its card and back', async ({
    site,
    page,
  }) => {
    await site.visit('/punti-vendita?tipo=drive');
    await tabTo(page, '[data-marker-id]');
    const markerId = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-marker-id'),
    );
    await page.keyboard.press('Enter');
    const card = page.locator(`#store-card-${markerId}`);
    await expect(card).toBeFocused();
    await tabTo(page, `#store-card-${markerId} button`);
    await expect(page.locator(':focus')).toHaveText(/Mostra sulla mappa/);
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-marker-id="${markerId}"]`)).toBeFocused();
    await expect(page.locator(`[data-marker-id="${markerId}"]`)).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Crowded markers merge into a cluster that zooms in, by keyboard too.
    await site.visit('/punti-vendita');
    // The map is a picture until the visitor reaches for it: its focus starts the app, the keys
    // pressed meanwhile zoom it once the app runs, and its markers are then buttons.
    await page.getByRole('group', { name: 'Mappa dei punti vendita' }).focus();
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(page.locator('button[aria-label*="punti vendita vicini"]').first()).toBeAttached();
    await tabTo(page, 'button[aria-label*="punti vendita vicini"]');
    const before = await page.locator('[data-marker-id]').count();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-marker-id]').count()).toBeGreaterThan(before);
    await site.expectAccessible();
  });
});
