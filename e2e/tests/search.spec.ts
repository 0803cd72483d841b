import { test, expect } from '../support/fixtures';

test.describe('site search', () => {
  test.describe('with consent to analytics', () => {
    test.use({ consent: 'undecided' });

    test('the header search finds flyer products, and a click on a result reaches the insights collector', async ({ site, page, context, baseURL }) => {
      const value = encodeURIComponent(JSON.stringify({ analytics: true, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' }));
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

      const link = products.getByRole('link').first();
      const collected = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/1/events');
      await link.click();
      const body = JSON.parse((await collected).postData() ?? '{}') as { events: Record<string, unknown>[] };
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
    });
  });

  test('a search with no results says so, in Italian', async ({ site, page }) => {
    await site.visit('/cerca?q=xylofonoquantistico');
    await expect(page.getByRole('heading', { name: 'Nessun risultato per «xylofonoquantistico»' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Cerca prodotti, domande frequenti e articoli' })).toHaveValue('xylofonoquantistico');
    await site.expectAccessible();
  });
});
