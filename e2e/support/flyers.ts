import { expect, type Page } from '@playwright/test';

/** Iper Arese, a demo store with flyers. */
export const DEMO_FLYER_STORE_ID = '00101';

/** Flyer ids carry their week: the view of the demo store's current flyer, asked from the server. */
export async function currentFlyerUrl(page: Page): Promise<string> {
  const response = await page.request.get(`/api/flyers?storeId=${DEMO_FLYER_STORE_ID}`);
  expect(response.ok()).toBe(true);
  const { flyers } = (await response.json()) as { flyers: { id: string; status: string }[] };
  const current = flyers.find((flyer) => flyer.status === 'current');
  expect(current, 'a current flyer for the demo store').toBeDefined();
  return `/volantino?id=${encodeURIComponent(current!.id)}`;
}

/** Chooses Iper Arese in the page's store choice (flyer list, or the week's flyer) and sends it. */
export async function chooseFlyerStore(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('combobox', { name: 'Punto vendita' })
    .selectOption({ label: 'Iper Arese – Arese' });
  await page.getByRole('button', { name: 'Mostra i volantini' }).click();
}
