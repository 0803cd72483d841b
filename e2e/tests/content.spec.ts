import { startApp } from '../support/app-start';
import { test, expect } from '../support/fixtures';

/** The first bytes of a JPEG and of a PNG: what the form and the server check a photo by. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  Buffer.alloc(30_000, 0x11),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40_000, 0x22),
]);

test.describe('CMS content', () => {
  test('the home page renders its story with every block', async ({ site, page }) => {
    await site.visit('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'La spesa grande, i prezzi piccoli' }),
    ).toBeVisible();
    for (const title of [
      'Il volantino della settimana',
      'In primo piano',
      'Nel tuo ipermercato trovi anche',
      'Coupon della settimana',
      'Da Iper Mag',
      'I nostri ipermercati',
      'Il volantino nella tua casella di posta',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // The stores teaser reads the shared api cache.
    await expect(page.getByText('Iper Arese', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In primo piano' })).toBeVisible();
    await expect(page).toHaveTitle('La grande i: volantino, offerte e Carta Vantaggi | Iper');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Volantino della settimana/,
    );
    const hero = page.getByRole('img', { name: /borsa della spesa Iper/ });
    await expect(hero).toHaveAttribute('width', '960');
    expect(
      await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBe(960);
  });

  test('the home page announces its story and main image in its own HTML, so neither waits for the JavaScript', async ({
    site,
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await site.visit('/');
    const hero = page.getByRole('img', { name: /borsa della spesa Iper/ });
    await expect(hero).toBeVisible();
    const heroSrc = await hero.getAttribute('src');
    // Announced by the server's hint and, in the server-rendered HTML, by React's own for the image.
    const imageHints = page.locator('link[rel="preload"][as="image"]');
    await expect(imageHints.first()).toHaveAttribute('href', heroSrc ?? '');
    for (const hint of await imageHints.all())
      await expect(hint).toHaveAttribute('href', heroSrc ?? '');
    // The story's answer is announced with the app's files, fetched as soon as the app starts.
    await startApp(page);
    await expect(
      page.locator('link[rel="preload"][as="fetch"][href^="/v2/cdn/stories/home?"]'),
    ).toHaveCount(1);
    // The preloaded answers are the ones the page uses: one request each, and no configuration request.
    expect(requested.filter((path) => path === '/v2/cdn/stories/home')).toHaveLength(1);
    expect(requested.filter((path) => path === heroSrc)).toHaveLength(1);
    expect(requested).not.toContain('/api/content/config');
  });

  test('the newsletter form at the bottom of the home page loads on the way there and signs up', async ({
    site,
    page,
  }) => {
    await site.visit('/');
    const block = page.getByRole('region', { name: 'Il volantino nella tua casella di posta' });
    await block.scrollIntoViewIfNeeded();
    await block.getByLabel('La tua email').fill(`newsletter-${Date.now()}@example.it`);
    await block.getByRole('checkbox', { name: /informativa privacy/ }).check();
    await block.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(
      block.getByText('Iscrizione completata: riceverai il volantino ogni giovedì.'),
    ).toBeVisible();
    await site.expectAccessible();
  });

  test('magazine categories are paginated, and ?page=1 or a page past the end go back to the canonical address', async ({
    site,
    page,
  }) => {
    await site.visit('/iper-mag/ricette?page=1');
    await expect(page).toHaveURL(/\/iper-mag\/ricette$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '8 articoli, pagina 1 di 2' }),
    ).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Paginazione' });
    await pagination.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\/iper-mag\/ricette\?page=2$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '8 articoli, pagina 2 di 2' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Insalata di farro con verdure estive',
      'Crostata di fragole e crema',
    ]);
    await site.expectAccessible();

    await site.visit('/iper-mag/ricette?page=9');
    await expect(page).toHaveURL(/\/iper-mag\/ricette$/);
  });

  test('an article shows its author, date, reading time and related articles', async ({
    site,
    page,
  }) => {
    await site.visit('/iper-mag/ricette/risotto-alla-zucca');
    await expect(page.getByRole('heading', { level: 1, name: 'Risotto alla zucca' })).toBeVisible();
    await expect(page.getByText('di Marco Bianchi, chef di Iper')).toBeVisible();
    await expect(page.locator('time[datetime="2026-11-02T08:00:00.000Z"]')).toHaveText(
      '02/11/2026',
    );
    await expect(page.getByText(/^\d+ minut[oi] di lettura$/)).toBeVisible();
    const related = page.getByRole('region', { name: 'Articoli correlati' });
    await expect(related.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(related.getByRole('link', { name: 'Risotto alla zucca' })).toHaveCount(0);
  });

  test("a missing article or service is the 404 page with 'Page Not Found: {path}'", async ({
    site,
    page,
  }) => {
    await site.visit('/iper-mag/ricette/non-esiste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'pagina non disponibile o non esiste',
    );
    await expect(page.getByText('Page Not Found: /iper-mag/ricette/non-esiste')).toBeVisible();
    // The services-detail check: a real service under another category is not a page.
    await site.visit('/servizi/online-e-a-casa/parafarmacia');
    await expect(
      page.getByText('Page Not Found: /servizi/online-e-a-casa/parafarmacia'),
    ).toBeVisible();
    await site.visit('/una-pagina-che-non-esiste');
    await expect(page.getByText('Page Not Found: /una-pagina-che-non-esiste')).toBeVisible();
  });

  test('the help centre searches its FAQs, with the empty state when nothing matches', async ({
    site,
    page,
  }) => {
    await site.visit('/serve-aiuto');
    const search = page.getByRole('searchbox', { name: 'Cerca tra le domande frequenti' });
    await search.fill('gift card');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=gift\+card$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '3 risultati per «gift card»' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Posso ricaricare una gift card?' })).toBeVisible();
    await site.expectAccessible();

    await search.fill('bicicletta elettrica');
    await search.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Nessun risultato per «bicicletta elettrica»' }).first(),
    ).toBeVisible();
    await site.expectAccessible();

    await page
      .getByRole('link', { name: /Gift card/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/serve-aiuto\/gift-card$/);
    await page.getByRole('button', { name: 'Posso ricaricare una gift card?' }).click();
    await expect(page.getByText('No, le gift card non sono ricaricabili.')).toBeVisible();
    await site.expectAccessible();
  });

  test('the contact form sends two photos, which the server stores, and says so', async ({
    site,
    page,
  }) => {
    await site.visit('/serve-aiuto/contatti');
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByText('Modulo incompleto.')).toBeVisible();
    await site.expectAccessible();

    const form = page.getByRole('form', { name: 'Scrivici' });
    await form.getByLabel('Argomento').selectOption({ label: 'Spesa in punto vendita' });
    await form
      .getByLabel('Tipo di richiesta')
      .selectOption({ label: 'Segnalazione di un problema' });
    await form
      .getByRole('combobox', { name: /^Punto vendita/ })
      .selectOption({ label: 'Iper Arese' });
    await form
      .getByLabel('Messaggio')
      .fill(
        'Lo yogurt comprato ieri era già scaduto: allego lo scontrino e la foto della confezione.',
      );
    await form.getByLabel(/^Nome/).fill('Giulia');
    await form.getByLabel(/^Cognome/).fill('Rossi');
    await form.getByLabel(/^Email/).fill('giulia.rossi@example.it');
    await form
      .getByLabel('Foto dello scontrino')
      .setInputFiles({ name: 'scontrino.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await form
      .getByLabel('Foto del prodotto')
      .setInputFiles({ name: 'yogurt.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('button', { name: 'Rimuovi scontrino.jpg' })).toBeVisible();
    await form.getByRole('checkbox', { name: /informativa privacy/ }).check();

    const stored = page.waitForResponse((response) =>
      response.url().endsWith('/api/content/help-requests'),
    );
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    const receipt = await response.json();
    expect(receipt.id).toMatch(/^SEG-\d{8}$/);
    expect(receipt.attachments).toEqual([
      { field: 'receiptPhoto', type: 'image/jpeg', size: JPEG.length },
      { field: 'productPhoto', type: 'image/png', size: PNG.length },
    ]);
    const dialog = page.getByRole('dialog', {
      name: 'La tua segnalazione è stata presa in carico',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(receipt.id);
    await site.expectAccessible();
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByRole('form', { name: 'Scrivici' }).getByLabel(/^Nome/)).toHaveValue('');
  });

  test('a photo that is not an image is refused before sending', async ({ site, page }) => {
    await site.visit('/serve-aiuto/contatti');
    await page.getByLabel('Foto del prodotto').setInputFiles({
      name: 'virus.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      page.getByText('Formato non supportato / File troppo grande (max 5 MB)'),
    ).toBeVisible();
  });

  for (const path of [
    '/iper-mag',
    '/servizi',
    '/servizi/in-negozio?page=2',
    '/servizi/in-negozio/parafarmacia',
    '/le-nostre-produzioni',
    '/le-nostre-produzioni/orto/pomodori',
    '/serve-aiuto/carta-vantaggi/passaggio-a-piu',
    '/page-list',
    '/chi-siamo',
    '/chi-siamo/la-nostra-storia',
    '/foodtruck',
    '/iper-drive',
  ]) {
    test(`${path} renders its story and passes axe`, async ({ site, page }) => {
      await site.visit(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page).toHaveTitle(/ \| Iper$/);
    });
  }

  test('the calendar tab shows transplanting and harvesting by month, by keyboard too', async ({
    site,
    page,
  }) => {
    await site.visit('/le-nostre-produzioni');
    const tab = page.getByRole('tab', { name: 'Calendario' });
    await page.getByRole('tab', { name: 'Prodotti' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?vista=calendario$/);
    const table = page.getByRole('table', { name: 'Il calendario dei campi' });
    const tomatoes = table.getByRole('row', { name: /Pomodori/ });
    await expect(tomatoes.getByRole('cell')).toHaveText([
      'Nessuna lavorazione',
      'Nessuna lavorazione',
      'Nessuna lavorazione',
      'Trapianto',
      'Trapianto',
      'Nessuna lavorazione',
      'Raccolta',
      'Raccolta',
      'Raccolta',
      'Nessuna lavorazione',
      'Nessuna lavorazione',
      'Nessuna lavorazione',
    ]);
    await site.expectAccessible();
  });
});
