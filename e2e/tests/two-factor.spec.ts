import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { registerFreshAccount, signOut } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Issue 34: the optional TOTP second factor. The test is the customer's authenticator app: it
 * computes the codes from the key the page shows, with the library the server checks them with
 * (better-auth's OTP utilities).
 */
const PASSWORD = 'Lampone-Rosso-2026';

/** The first step on /accedi: email and password. */
async function signInWithPassword(page: Page, email: string) {
  await page.goto('/accedi');
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** The authenticator app holding the key typed in from the page (`ABCD EFGH …`). */
function authenticatorApp(key: string) {
  const otp = createOTP(base32.decode(key.replace(/\s/g, '')), { digits: 6, period: 30 });
  const step = () => Math.floor(Date.now() / 30_000);
  let shown = -1;
  return {
    /** The code on the app's screen now. */
    code: () => {
      shown = step();
      return otp.totp();
    },
    /** The next code the app shows, after waiting for it (a code is taken once). */
    async nextCode() {
      while (step() <= shown) await new Promise((resolve) => setTimeout(resolve, 500));
      return this.code();
    },
  };
}

test.describe('two-step verification', () => {
  test('turns TOTP on, then signs in with password and code, then with a recovery code', async ({
    site,
    page,
  }, testInfo) => {
    // Four axe checks and three sign-ins on a shared, busy machine.
    test.setTimeout(180_000);
    const email = `due.passaggi.${Date.now()}@example.it`;
    await registerFreshAccount(page, email, PASSWORD);
    await site.visit('/account/privacy-e-dati');

    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await section.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await expect(
      section.getByRole('heading', { name: 'Collega la tua app di autenticazione' }),
    ).toBeFocused();
    // The QR code for the app's camera: an image the page's CSP lets the browser draw.
    const qrCode = section.getByRole('img', {
      name: 'Codice QR della verifica in due passaggi di Iper',
    });
    await expect(qrCode).toBeVisible();
    await expect
      .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await section.screenshot({ path: testInfo.outputPath('two-factor-setup.png') });
    const key = (await section.getByLabel('Chiave', { exact: true }).textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await expect(
      section.getByRole('link', { name: 'Apri nell’app di autenticazione' }),
    ).toHaveAttribute('href', /^otpauth:\/\/totp\/Iper:/);
    await site.expectAccessible();
    const app = authenticatorApp(key);

    // A wrong first code leaves it off and keeps what was typed.
    const code = section.getByLabel(/^Codice di 6 cifre/);
    await code.fill('000000');
    await section.getByRole('button', { name: 'Conferma e attiva' }).click();
    await expect(section.getByRole('alert')).toContainText('Codice non corretto');
    await expect(code).toHaveValue('000000');
    const firstCode = await app.code();
    await code.fill(firstCode);
    await section.getByRole('button', { name: 'Conferma e attiva' }).click();

    const codesList = section.getByRole('list', { name: 'I tuoi codici di recupero' });
    await expect(codesList.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((text) =>
      text.trim(),
    );
    await expect(section.getByRole('status')).toContainText('Verifica in due passaggi attiva');
    await site.expectAccessible();
    await section.getByRole('button', { name: 'Ho salvato i codici' }).click();
    await expect(section).toContainText('Ti restano 10 codici di recupero.');

    // Password, then the app's code.
    await signOut(page);
    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeFocused();
    const totp = page.getByRole('textbox', { name: /^Codice di 6 cifre/ });
    await expect(totp).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(totp).toHaveAttribute('inputmode', 'numeric');
    await site.expectAccessible();
    await totp.fill('000000');
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await expect(page.getByRole('alert')).toContainText('Codice non corretto');
    await expect(totp).toHaveValue('000000');
    // The code that turned it on, typed again: a code is taken once. (On a very busy machine more
    // than a minute may have passed, and the code is simply out of date: refused either way.)
    await totp.fill(firstCode);
    const replayed = page.waitForResponse((answer) =>
      answer.url().endsWith('/api/identity/login/two-factor'),
    );
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    expect((await replayed).status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText(
      /Questo codice è già stato usato|Codice non corretto/,
    );
    await expect(totp).toHaveValue(firstCode);
    await totp.fill(await app.nextCode());
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Ciao Irene' }),
    ).toBeVisible();

    // Password, then a recovery code, which then works no more.
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
    await page.getByRole('textbox', { name: /^Codice di recupero/ }).fill(recoveryCodes[0]!);
    await site.expectAccessible();
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await site.visit('/account/privacy-e-dati');
    await expect(page.getByRole('region', { name: 'Verifica in due passaggi' })).toContainText(
      'Ti restano 9 codici di recupero.',
    );
  });
});
