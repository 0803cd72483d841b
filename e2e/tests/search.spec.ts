import { test, expect } from '../support/fixtures';

test.describe('site search', () => {
  test.describe('with consent to analytics', () => {
    test.use({ consent: 'undecided' });

    test('the header search finds flyer products, and a click on a result reaches the insights collector', async ({
      site,
      page,
      context,
      baseURL,
    }) => {
      const value = encodeURIComponent(
        JSON.stringify({
          analytics: true,
          marketing: false,
          decidedAt: '2026-11-01T00:00:00.000Z',
        }),
      );
      await context.addCookies([{ name: 'iper_consent', value, url: baseURL! }]);
      await site.visit('/');
      const search = page.getByRole('search', { name: 'Cerca nel sito' });
      await search.getByRole('searchbox', { name: 'Cerca nel sito' }).fill('pasta');
      await search.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/cerca\?q=pasta$/);
      const products = page.getByRole('region', { name: /^Prodotti in volantino/ });
      await expect(products).toBeVisible();
      await expect(page.getByText(/^\d+ risultat[oi] per «pasta»$/)).toBeVisible();
      await site.expectAccessible();

      // The results are the server's links, reported by the page script as the click happens.
      // Opened in a new tab first, so this page stays to read the collector's answer; then
      // followed here.
      const link = products.getByRole('link').first();
      const collected = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/1/events',
      );
      const opened = context.waitForEvent('page');
      await link.click({ modifiers: ['ControlOrMeta'] });
      await (await opened).close();
      const request = await collected;
      const body = JSON.parse(request.postData() ?? '{}') as { events: Record<string, unknown>[] };
      expect((await request.response())?.status()).toBe(200);
      await link.click();
      expect(body.events[0]).toMatchObject({
        eventType: 'click',
        eventName: 'Risultato di ricerca cliccato',
        index: expect.stringMatching(/products$/),
        positions: [1],
        queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
        objectIDs: [expect.any(String)],
        userToken: expect.stringMatching(/^anonymous-/),
      });
      await expect(page).toHaveURL(/\/volantino\?id=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await site.expectAccessible();

      // Adding the product found by the search to the shopping list is that search's conversion.
      const [objectID] = body.events[0]!.objectIDs as string[];
      const heading = page.locator(`[id="prodotto-${objectID}"]`);
      for (let more = 0; more < 15 && (await heading.count()) === 0; more += 1) {
        await page.getByRole('button', { name: 'Mostra altri prodotti' }).click();
      }
      const converted = page.waitForRequest(
        (candidate) =>
          candidate.method() === 'POST' &&
          new URL(candidate.url()).pathname === '/1/events' &&
          candidate.postData()?.includes('"conversion"') === true,
      );
      await page
        .getByRole('article')
        .filter({ has: heading })
        .getByRole('button', { name: 'Aggiungi alla lista' })
        .click();
      expect(JSON.parse((await converted).postData()!).events[0]).toMatchObject({
        eventType: 'conversion',
        objectIDs: [objectID],
        queryID: body.events[0]!.queryID,
        index: body.events[0]!.index,
      });
    });
  });

  test('a search with no results says so, in Italian', async ({ site, page }) => {
    await site.visit('/cerca?q=xylofonoquantistico');
    await expect(
      page.getByRole('heading', { name: 'Nessun risultato per «xylofonoquantistico»' }),
    ).toBeVisible();
    await expect(
      page.getByRole('searchbox', { name: 'Cerca prodotti, domande frequenti e articoli' }),
    ).toHaveValue('xylofonoquantistico');
    await site.expectAccessible();
  });
});
