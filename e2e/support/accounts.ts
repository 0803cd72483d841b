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
