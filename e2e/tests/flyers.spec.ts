import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { chooseFlyerStore, currentFlyerUrl } from '../support/flyers';
import { startApp } from '../support/app-start';

/** Opens the current flyer of Iper Arese from the flyer list (the store chosen on the page). */
async function openCurrentFlyer(page: Page, site: { visit(path: string): Promise<void> }) {
  await site.visit('/lista-volantini');
  await chooseFlyerStore(page);
  const current = page.getByRole('listitem').filter({ hasText: 'In corso' }).first();
  const link = current.getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/volantino\?id=[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test.describe('flyers', () => {
  test("the flyer list shows the selected store's current and next flyer, and remembers the store", async ({
    site,
    page,
  }) => {
    await site.visit('/lista-volantini');
    await expect(
      page.getByText('Scegli il tuo punto vendita per vedere i suoi volantini.'),
    ).toBeVisible();
    await chooseFlyerStore(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }),
    ).toBeVisible();
    const current = page.getByRole('listitem').filter({ hasText: 'In corso' }).first();
    await expect(
      current.getByText(/^Valido dal \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/),
    ).toBeVisible();
    await expect(
      current.getByRole('list', { name: 'I 7 giorni del volantino' }).getByRole('listitem'),
    ).toHaveCount(7);
    await expect(page.getByRole('listitem').filter({ hasText: 'Prossimo' }).first()).toBeVisible();
    await site.expectAccessible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedStoreId'))).toMatch(/^\d{5}$/);
  });

  test('a flyer filtered to nothing says so; Back and "Azzera i filtri" bring the products back', async ({
    site,
    page,
  }) => {
    await openCurrentFlyer(page, site);
    const count = page.getByText(/^\d+ prodotti$/);
    const all = (await count.textContent())!;
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByText(/^Stai vedendo 24 di \d+ prodotti$/)).toBeVisible();
    await page.getByRole('button', { name: 'Mostra altri prodotti' }).click();
    await expect(page.getByRole('article')).toHaveCount(48);
    await site.expectAccessible();

    await page.getByRole('button', { name: 'Filtri' }).click();
    const panel = page.getByRole('region', { name: 'Filtri dei prodotti' });
    // The checkbox shows the address, which the router updates right after the click.
    const category = panel.getByRole('group', { name: 'Categoria' }).getByRole('checkbox').first();
    await category.click();
    await expect(category).toBeChecked();
    await expect(page).toHaveURL(/categoria=/);
    await panel.getByRole('textbox', { name: 'Prezzo minimo' }).fill('999');
    await panel.getByRole('button', { name: 'Applica prezzo' }).click();
    await expect(page).toHaveURL(/prezzo-min=999/);
    await expect(
      page.getByRole('heading', { name: 'Nessun prodotto corrisponde ai filtri scelti' }),
    ).toBeVisible();
    await site.expectAccessible();

    await page.goBack();
    await expect(page).not.toHaveURL(/prezzo-min/);
    await expect(
      page.getByRole('heading', { name: 'Nessun prodotto corrisponde ai filtri scelti' }),
    ).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goForward();
    await expect(
      page.getByRole('heading', { name: 'Nessun prodotto corrisponde ai filtri scelti' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Azzera i filtri' }).click();
    await expect(count).toHaveText(all);
    await expect(page).toHaveURL(/\/volantino\?id=[a-z0-9-]+$/);
  });

  test('a product added from the flyer is on the shopping list, with its promotion', async ({
    site,
    page,
  }) => {
    await openCurrentFlyer(page, site);
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Aggiunto alla lista della spesa' });
    await expect(status).toBeVisible();
    const label = (await status.textContent())!.replace('Aggiunto alla lista della spesa: ', '');
    await expect(card.getByText('Già nella tua lista')).toBeVisible();
    await site.expectAccessible();

    await site.visit('/account/lista-spesa');
    await expect(
      page.getByRole('checkbox', {
        name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toBeVisible();
    await expect(page.getByText(/promo fino al \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  });

  test('the PDF opens in an overlay, pages with the keyboard and the buttons, and Escape closes it', async ({
    site,
    page,
    baseURL,
  }) => {
    const workers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('pdf.worker')) workers.push(request.url());
    });
    const title = await openCurrentFlyer(page, site);
    const open = page.getByRole('button', { name: 'Sfoglia il volantino' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Pagina 1 di \d+$/)).toBeVisible();
    await expect(dialog.locator('canvas')).toBeVisible();
    await site.expectAccessible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/^Pagina 2 di \d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pagina precedente' }).click();
    await expect(dialog.getByText(/^Pagina 1 di \d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Ingrandisci' }).click();
    await expect(dialog.getByText('Zoom 125%')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    // pdf.js's worker comes from the content remote's own build, never from a CDN.
    expect(workers.length).toBeGreaterThan(0);
    for (const url of workers) expect(url.startsWith(`${baseURL}/remotes/content/`)).toBe(true);
  });

  test("the flyer view asks for its products once, announced by the page's own HTML", async ({
    site,
    page,
  }) => {
    const flyerUrl = await currentFlyerUrl(page);
    const id = new URL(flyerUrl, 'http://x').searchParams.get('id')!;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await site.visit(flyerUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The app, once it starts, asks for the products the page's boot data announced: fetched with
    // the app's scripts, and not asked for again.
    await startApp(page);
    await expect(
      page.locator(`link[rel="preload"][as="fetch"][href="/api/flyers/${id}"]`),
    ).toHaveCount(1);
    expect(requested.filter((path) => path === `/api/flyers/${id}`)).toHaveLength(1);
  });

  test("'Condividi' hands the flyer to the phone's share sheet where there is one", async ({
    site,
    page,
  }) => {
    // The system share sheet cannot open in a headless browser: record what the page hands it.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedWith: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await site.visit(await currentFlyerUrl(page));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Condividi' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith),
      )
      .toEqual([{ title, url: page.url() }]);
    // The sheet did the sharing: the page's own links stay closed.
    await expect(page.getByRole('button', { name: 'Condividi' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test("without a share sheet, 'Condividi' offers the link to copy and to send by WhatsApp, Facebook, X or email", async ({
    site,
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await site.visit(await currentFlyerUrl(page));
    await page.getByRole('button', { name: 'Condividi' }).click();
    await expect(page.getByRole('button', { name: 'Condividi' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const address = encodeURIComponent(page.url());
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      address,
    );
    await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    await page.getByRole('button', { name: 'Copia link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Link copiato negli appunti' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await site.expectAccessible();
  });
});
