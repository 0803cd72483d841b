import { test, expect } from '../support/fixtures';

/** The /test/** showcase is the living style guide: every page renders and passes axe. */
const SHOWCASE = [
  'anchor',
  'modal',
  'search',
  'toggle',
  'video',
  'buttons',
  'navigation',
  'feedback',
  'content',
  'forms',
  'map',
  'store-locator',
  'template-volantino',
  'registration',
];

test.describe('the design-system showcase', () => {
  test('lists its pages', async ({ page, site }) => {
    await site.visit('/test');
    for (const slug of SHOWCASE) {
      await expect(page.locator(`a[href="/test/${slug}"]`).first()).toBeVisible();
    }
  });

  for (const slug of SHOWCASE) {
    test(`renders /test/${slug} accessibly`, async ({ site }) => {
      await site.visit(`/test/${slug}`);
    });
  }

  test('opens a modal with the keyboard, traps focus and closes it with Escape', async ({
    page,
    site,
  }) => {
    await site.visit('/test/modal');
    const opener = page.getByRole('button', { name: 'Come funziona Iper Drive' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').first();
    await expect(dialog).toBeVisible();
    await site.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("mounts the remotes' parts through their exposed widgets, accessibly", async ({
    page,
    site,
  }) => {
    await site.visit('/test/map');
    await expect(
      page.getByRole('group', { name: 'Mappa dimostrativa: punto vendita scelto' }),
    ).toBeVisible();
    await site.expectAccessible();

    await site.visit('/test/store-locator');
    await expect(
      page.getByRole('group', { name: 'Mappa dimostrativa: punti vendita' }),
    ).toBeVisible();
    await site.expectAccessible();

    await site.visit('/test/template-volantino');
    const noPicture = page.getByRole('article', { name: 'Parmigiano Reggiano DOP' });
    await expect(noPicture.locator('svg[data-illustration="dairy"]')).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Caffè macinato' }).getByText('Già nella tua lista'),
    ).toBeVisible();
    await site.expectAccessible();

    await site.visit('/test/registration');
    await expect(page.getByRole('heading', { name: 'La tua Carta Vantaggi' })).toBeVisible();
    await site.expectAccessible();
  });

  test("shows 'Modulo incompleto.' when an empty form is submitted, keeping the page", async ({
    page,
    site,
  }) => {
    await site.visit('/test/forms');
    await page
      .getByRole('button', { name: /invia|registrati|conferma/i })
      .first()
      .click();
    await expect(page.getByText('Modulo incompleto.').first()).toBeVisible();
    await site.expectAccessible();
  });
});
