import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LAYOUT_WIDTHS, expectLayoutHolds } from '../support/layout';
import { openSiteMenu } from '../support/site-menu';

const FIRST_LEVEL_SECTIONS = [
  'Volantini',
  'Punti vendita',
  'Carta Vantaggi',
  'Servizi',
  'Iper Mag',
  'Le nostre produzioni',
  'Lavora con noi',
];

/** The sum of layout shifts whose moving elements sit in the header, since the page started. */
function headerLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const header = document.querySelector('header');
        new PerformanceObserver((list) => {
          let total = 0;
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources?: Array<{ node?: Node }>;
          }>) {
            if (entry.sources?.some((source) => source.node && header?.contains(source.node)))
              total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all delivers no entry: answer after a frame.
        setTimeout(() => resolve(0), 200);
      }),
  );
}

test.describe('the site header', () => {
  test('on a phone: a compact header, and every section in the menu drawer', async ({
    site,
    page,
  }) => {
    await site.visit('/');
    const header = page.getByRole('banner');
    const height = (await header.boundingBox())!.height;
    expect(height, 'header height at 390 px').toBeLessThanOrEqual(130);
    await expect(header.getByRole('navigation', { name: 'Sezioni principali' })).toBeHidden();
    await expect(header.getByRole('search', { name: 'Cerca nel sito' })).toBeVisible();
    await expect(
      header.getByRole('link', { name: 'Iper La grande i, pagina iniziale' }),
    ).toBeVisible();

    const toggle = header.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    const menu = await openSiteMenu(page);
    await site.expectAccessible();
    for (const section of FIRST_LEVEL_SECTIONS)
      await expect(menu.getByText(section, { exact: true })).toBeVisible();

    // Focus stays in the drawer; Escape closes it and gives focus back to the button.
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A deeper page: a magazine category, and the drawer closes on the way.
    const again = await openSiteMenu(page);
    await again.getByText('Iper Mag', { exact: true }).click();
    await again.getByRole('link', { name: 'Ricette' }).click();
    await expect(page).toHaveURL(/\/iper-mag\/ricette$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ricette' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    // Opened on a page of a section, the drawer shows that section unfolded.
    const onCategory = await openSiteMenu(page);
    await expect(onCategory.getByRole('link', { name: 'Ricette' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a desktop: one tidy header with every first-level section in view', async ({
    site,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.visit('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height, 'header height at 1280 px').toBeLessThanOrEqual(
      130,
    );
    const sections = header.getByRole('navigation', { name: 'Sezioni principali' });
    for (const name of FIRST_LEVEL_SECTIONS) {
      const link = sections.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(header.getByRole('link', { name: 'Serve aiuto?' })).toBeVisible();
    await sections.getByRole('link', { name: 'Carta Vantaggi', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      sections.getByRole('link', { name: 'Carta Vantaggi', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    // The deeper pages are one click away on a desktop too.
    const menu = await openSiteMenu(page);
    await expect(menu.getByRole('link', { name: 'Coupon' })).toBeVisible();
  });

  test('the store and account widgets take their place without moving anything', async ({
    site,
    page,
  }) => {
    await site.visit('/');
    const header = page.getByRole('banner');
    // A first visit has no saved store: the selector loads when the visitor reaches for its
    // stand-in (a link to the store list), and replaces it with its toggle.
    await header.getByRole('link', { name: /^Il tuo punto vendita/ }).hover();
    await expect(header.getByRole('button', { name: /^Il tuo punto vendita/ })).toBeVisible();
    expect(await headerLayoutShift(page)).toBeLessThanOrEqual(0.001);
  });

  test('holds at every width, from a small phone to a wide desktop', async ({ site, page }) => {
    await site.visit('/');
    await expectLayoutHolds(page, LAYOUT_WIDTHS);
  });
});
