import { FORM_OUTCOME_COOKIE, FormOutcomeSchema } from '@iper/contracts';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { DEMO_PASSWORD } from './identity.seed';

const EMAIL = 'giulia.bianchi@example.it';

/** The refused form's outcome a 303 carries back to its page (platform/form-outcome.ts). */
function outcomeOf(setCookie: string | string[] | undefined) {
  const cookie = [setCookie ?? []]
    .flat()
    .find((line) => line.startsWith(`${FORM_OUTCOME_COOKIE}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(FORM_OUTCOME_COOKIE.length + 1).split(';')[0]!);
  return FormOutcomeSchema.parse(JSON.parse(value));
}

describe.each(testDatabases('one'))('signing in with the page’s plain form ($name)', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/identity/login-form',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('signs in and goes back to the page asked for, a session cookie set', async () => {
    const response = await send({
      email: EMAIL,
      password: DEMO_PASSWORD,
      pagina: '/accedi',
      redirect: '/carta-vantaggi/coupon',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/carta-vantaggi/coupon');
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=[^;]+; .*HttpOnly/);
    expect(outcomeOf(response.headers['set-cookie'])).toBeUndefined();
  });

  it('goes to the account, in the page’s language, when no page was asked for or another site was', async () => {
    const english = await send({ email: EMAIL, password: DEMO_PASSWORD, pagina: '/en/accedi' });
    expect(english.headers.location).toBe('/en/account');
    const away = await send({
      email: EMAIL,
      password: DEMO_PASSWORD,
      pagina: '/accedi',
      redirect: '//evil.example/x',
    });
    expect(away.headers.location).toBe('/account');
  });

  it('comes back to the sign-in page with the email typed and the one error, never the password', async () => {
    const response = await send({
      email: EMAIL,
      password: 'non-è-questa',
      pagina: '/accedi',
      redirect: '/carta-vantaggi',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/accedi?redirect=%2Fcarta-vantaggi');
    expect(outcomeOf(response.headers['set-cookie'])).toEqual({
      form: 'accedi',
      error: 'Email o password non corretti.',
      values: { email: EMAIL },
    });
    expect(String(response.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);

    const empty = await send({ email: '', password: '', pagina: '/accedi' });
    expect(outcomeOf(empty.headers['set-cookie'])?.error).toBe('Inserisci email e password.');
  });

  it('refuses a form another site made the browser send, signing in no one', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      const response = await send({ email: EMAIL, password: DEMO_PASSWORD }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
