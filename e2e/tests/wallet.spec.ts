import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { startSignedIn } from '../support/session';

/**
 * The card in the phone's wallet (issue 33): a demo customer with a card (docs/qa.md "Demo
 * accounts") finds "Aggiungi a Apple Wallet" under the card's barcode and downloads a signed
 * `.pkpass` of their own card. Google Wallet is not configured on the site under test, so its link
 * is absent. Nothing here changes the customer's data.
 */
const MARIO = { email: 'mario.rossi@example.it', card: '048812345670' };
const PASS_URL = '/api/advantage-card/wallet/carta-vantaggi.pkpass';

test.describe('the card in the wallet', () => {
  test('a card owner downloads the Apple Wallet pass of their card from the card page', async ({
    site,
    page,
  }) => {
    await startSignedIn(page, MARIO.email, '/carta-vantaggi');
    const card = page.getByRole('region', { name: 'La tua carta' });
    const apple = card.getByRole('link', { name: 'Aggiungi a Apple Wallet' });
    await expect(apple).toBeVisible();
    await expect(apple).toHaveAttribute('href', PASS_URL);
    await expect(card.getByRole('link', { name: /Google Wallet/ })).toHaveCount(0);
    await site.expectAccessible();

    // Reached from the keyboard like any link, and the browser saves the file the server names.
    await apple.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('carta-vantaggi-iper.pkpass');
    const archive = await readFile((await download.path())!);
    // A zip (PK\x03\x04) naming pass.json, manifest.json and the signature; the server tests check them.
    expect(archive.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    for (const name of ['pass.json', 'manifest.json', 'signature', 'icon.png', 'logo.png'])
      expect(archive.includes(Buffer.from(name))).toBe(true);
    // The page is still the card page: the download did not navigate away.
    await expect(
      card.getByRole('img', { name: `Codice a barre della carta numero 0${MARIO.card}` }),
    ).toBeVisible();
  });

  test('the pass is only for its signed-in owner', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const response = await visitor.get(PASS_URL);
    expect(response.status()).toBe(401);
    expect(response.headers()['content-type']).toContain('application/json');
    await visitor.dispose();
  });
});
