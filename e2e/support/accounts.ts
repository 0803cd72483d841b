import { expect, type Page } from '@playwright/test';

/**
 * A fresh account, registered through the identity API from the page's browser context, so the
 * session cookie is that browser's (faster than the registration flow, which has its own journey).
 */
export async function registerFreshAccount(
  page: Page,
  email: string,
  password: string,
  name = { first: 'Irene', last: 'Sala' },
) {
  await page.goto('/');
  const { token } = (await (await page.request.get('/api/identity/csrf')).json()) as {
    token: string;
  };
  const response = await page.request.post('/api/identity/register', {
    data: { email, password, name: name.first, lastName: name.last },
    headers: { 'x-csrf-token': token },
  });
  expect(response.status()).toBe(201);
}

/** Signs out from the header's profile menu and waits for the signed-out header. */
export async function signOut(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Ciao / }).click();
  await header.getByRole('button', { name: 'Esci' }).click();
  await expect(header.getByRole('link', { name: 'Accedi/Registrati' })).toBeVisible();
}
