import { expect, type Page } from '@playwright/test';

/** Every demo customer's password (README: demo accounts). */
export const DEMO_PASSWORD = 'Spesa2026!';

/**
 * Starts a journey signed in without the sign-in form: the identity API signs the customer in
 * from the page's own browser context, so the context holds the session cookies (its storage
 * state) a sign-in through the form would leave, then the page opens `path`. The form, its
 * throttles, errors and way back are the journeys of account.spec.ts, two-factor.spec.ts,
 * passkeys.spec.ts and offline.spec.ts; the others only need to be someone.
 */
export async function startSignedIn(
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const csrf = await page.request.get('/api/identity/csrf');
  const { token } = (await csrf.json()) as { token: string };
  const response = await page.request.post('/api/identity/login', {
    data: { email, password },
    headers: { 'x-csrf-token': token },
  });
  expect(response.status(), `${email} signs in`).toBe(200);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
}
