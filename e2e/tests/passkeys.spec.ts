import { registerFreshAccount, signOut } from '../support/accounts';
import { DEMO_PASSKEY } from '../support/demo-passkey';
import { expect, test } from '../support/fixtures';
import {
  freePort,
  startServer,
  startsServersOfItsOwn,
  type RunningServer,
} from '../support/server';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Issue 34 on Chromium's virtual authenticator. Browsers refuse an IP address as a passkey's
 * relying party, so these journeys run at http://localhost on a server of their own, whose
 * fresh-check window is short (AUTH_FRESH_CHECK_SECONDS) so "past the window" takes seconds.
 */
// A free port, asked once per worker process (parallel runs must not share it).
const PORT = await freePort();
const SITE = `http://localhost:${PORT}`;
const FRESH_CHECK_SECONDS = 20;
const PASSWORD = 'Mirtillo-Blu-2026';

test.describe('passkeys and the fresh check', () => {
  startsServersOfItsOwn();
  test.use({ baseURL: SITE });
  // Three servers' worth of work on a shared machine: each journey gets two minutes.
  test.describe.configure({ timeout: 120_000 });
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startServer(
      PORT,
      {
        PUBLIC_URL: SITE,
        DEV_OUTBOX: 'true',
        AUTH_FRESH_CHECK_SECONDS: String(FRESH_CHECK_SECONDS),
      },
      // A fresh embedded database on a shared, busy machine.
      { startTimeoutMs: 120_000 },
    );
  });
  test.afterAll(async () => server?.stop());

  test('adds a passkey from the account, signs out, and signs in with it', async ({
    site,
    page,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await registerFreshAccount(page, `passkey.${Date.now()}@example.it`, PASSWORD);
    await site.visit('/account/privacy-e-dati');
    const passkeys = page.getByRole('region', { name: 'Le tue passkey' });
    await expect(passkeys).toContainText('Non hai ancora aggiunto una passkey.');
    await passkeys.getByRole('button', { name: 'Aggiungi una passkey' }).click();
    await expect(passkeys.getByRole('status')).toContainText('Passkey aggiunta');
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await expect(passkeys.getByRole('listitem')).toContainText('Passkey di Chrome su Linux');
    expect(await authenticator.credentialCount()).toBe(1);
    await site.expectAccessible();

    // Renamed in place.
    await passkeys.getByRole('button', { name: /^Rinomina/ }).click();
    await passkeys.getByLabel(/^Nome della passkey/).fill('Portatile di casa');
    await passkeys.getByRole('button', { name: 'Salva il nome' }).click();
    await expect(passkeys.getByRole('listitem')).toContainText('Portatile di casa');

    await signOut(page);
    // The login page asks for a passkey in the e-mail field's suggestions (conditional UI); the
    // virtual authenticator picks the one it holds, as the customer would in the list.
    await page.goto('/accedi');
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Ciao Irene' }),
    ).toBeVisible();
  });

  test('asks for the password again past the window, then completes the action asked for', async ({
    site,
    page,
  }) => {
    await addVirtualAuthenticator(page);
    await registerFreshAccount(page, `fresco.${Date.now()}@example.it`, PASSWORD);
    await site.visit('/account/privacy-e-dati');
    // The sign-in is the last check: past the window a sensitive action asks again.
    await page.waitForTimeout((FRESH_CHECK_SECONDS + 1) * 1000);
    const passkeys = page.getByRole('region', { name: 'Le tue passkey' });
    await passkeys.getByRole('button', { name: 'Aggiungi una passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conferma che sei tu' });
    await expect(dialog).toBeVisible();
    await site.expectAccessible();
    const password = dialog.getByLabel(/^La tua password/);
    await password.fill('Non-la-mia-password-1');
    await dialog.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('La password non è corretta.');
    await expect(password).toHaveValue('Non-la-mia-password-1');
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The request the customer made goes on: the passkey is added without a second click.
    await expect(passkeys.getByRole('status')).toContainText('Passkey aggiunta');
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  });

  test('refuses to remove the last passkey of an account without a password', async ({
    site,
    page,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await site.visit('/accedi');
    // Loaded after the page's autofill request started empty: the button signs in with it.
    await authenticator.addCredential(DEMO_PASSKEY);
    await page.getByRole('button', { name: 'Accedi con una passkey' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await site.visit('/account/privacy-e-dati');
    const passkeys = page.getByRole('region', { name: 'Le tue passkey' });
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await expect(passkeys.getByRole('listitem')).toContainText(DEMO_PASSKEY.name);
    await passkeys.getByRole('button', { name: /^Rimuovi/ }).click();
    await expect(passkeys.getByRole('alert')).toContainText(
      'Non puoi rimuovere l’ultima passkey: il tuo account non ha una password',
    );
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await site.expectAccessible();
  });
});
