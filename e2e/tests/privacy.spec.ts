import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { registerFreshAccount } from '../support/accounts';
import { startSignedIn } from '../support/session';
import { test, expect } from '../support/fixtures';

/** GDPR self-service: download my data, delete my account (README "Privacy"). */
async function logIn(page: Page, email: string, password: string, redirect: string) {
  await page.goto(`/accedi?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

test.describe('privacy and data', () => {
  test("downloads the customer's data as a dated JSON file with their email and shopping list", async ({
    site,
    page,
  }) => {
    await startSignedIn(page, 'mario.rossi@example.it', '/account/privacy-e-dati');
    await site.visit('/account/privacy-e-dati');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy e dati' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica i miei dati' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^iper-i-miei-dati-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account.email).toBe('mario.rossi@example.it');
    expect(data.shoppingList.map((item: { label: string }) => item.label)).toEqual(
      expect.arrayContaining(['Latte parzialmente scremato', 'Pane integrale']),
    );
    expect(JSON.stringify(data)).not.toMatch(/scrypt\$/);
    await expect(page.getByText('Il file con i tuoi dati è stato scaricato.')).toBeVisible();
    await site.expectAccessible();
  });

  test('deletes a fresh account with its password; a wrong password deletes nothing; logging in again fails', async ({
    site,
    page,
  }) => {
    const email = `irene.sala.${Date.now()}@example.it`;
    const password = 'Cancella-2026';
    await registerFreshAccount(page, email, password);
    await site.visit('/account/privacy-e-dati');

    await page.getByRole('button', { name: 'Elimina il mio account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Vuoi eliminare il tuo account?' });
    await expect(dialog).toContainText('L’eliminazione è definitiva e non si può annullare.');
    await site.expectAccessible();

    await dialog.getByLabel(/^La tua password attuale/).fill('Sbagliata-2026');
    await dialog.getByRole('checkbox', { name: /Ho capito/ }).check();
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await expect(
      dialog.getByText('La password non è corretta: l’account non è stato eliminato.'),
    ).toBeVisible();
    await expect(dialog.getByLabel(/^La tua password attuale/)).toHaveValue('Sbagliata-2026');
    await site.expectAccessible();

    await dialog.getByLabel(/^La tua password attuale/).fill(password);
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Il tuo account è stato eliminato.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Accedi/Registrati' }),
    ).toBeVisible();
    await site.expectAccessible();

    await logIn(page, email, password, '/account');
    await expect(page.getByText('Email o password non corretti.')).toBeVisible();
    await expect(page).toHaveURL(/\/accedi/);
  });
});
