import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { DEMO_PASSWORD } from './identity.seed';
import { WEAK_PASSWORD_MESSAGES } from './password-policy';
import { latestResetToken, TestBrowser } from './test-browser';

/** ASVS 6.2.4 / 6.2.12: a new password is refused when it is common, breached or personal. */
describe.each(testDatabases())('weak passwords on $name', ({ url }) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  function newEmail(): string {
    counter += 1;
    return `ettore.galli.${counter}.${Date.now()}@example.it`;
  }

  it.each([
    ['12345678', WEAK_PASSWORD_MESSAGES.common],
    ['password', WEAK_PASSWORD_MESSAGES.common],
    ['        ', WEAK_PASSWORD_MESSAGES.blank],
    ['the email itself', WEAK_PASSWORD_MESSAGES.personal],
    ['Galli-Ettore-1', WEAK_PASSWORD_MESSAGES.personal],
    ['Iper-2026!', WEAK_PASSWORD_MESSAGES.personal],
  ])(
    'registration refuses %j with an Italian reason and creates no account',
    async (password, message) => {
      const email = newEmail();
      const browser = await new TestBrowser(server.app).open();
      const response = await browser.request('POST', '/api/identity/register', {
        email,
        password: password === 'the email itself' ? email : password,
        name: 'Ettore',
        lastName: 'Galli',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      expect(
        await server.database.db
          .selectFrom('auth_users')
          .select('id')
          .where('email', '=', email)
          .execute(),
      ).toEqual([]);
    },
  );

  it('a reset refuses a weak password and leaves the link usable for a good one', async () => {
    const email = 'luca.verdi@example.it';
    const browser = await new TestBrowser(server.app).open();
    await browser.request('POST', '/api/identity/password/forgot', { email });
    const token = await latestResetToken(server.database.db, email);
    const weak = await browser.request('POST', '/api/identity/password/reset', {
      token,
      password: 'luca.verdi',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(WEAK_PASSWORD_MESSAGES.personal);
    expect((await browser.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    const strong = await browser.request('POST', '/api/identity/password/reset', {
      token,
      password: 'Mandarino-Blu-2027',
    });
    expect(strong.statusCode).toBe(200);
  });

  it('a change refuses a weak new password and keeps the current one', async () => {
    const email = 'chiara.colombo@example.it';
    const visitor = await new TestBrowser(server.app).open();
    const response = await visitor.request('POST', '/api/identity/password/change', {
      email,
      currentPassword: DEMO_PASSWORD,
      newPassword: 'qwerty123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WEAK_PASSWORD_MESSAGES.common);
    expect((await visitor.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the demo password valid', async () => {
    const browser = await new TestBrowser(server.app).open();
    const response = await browser.request('POST', '/api/identity/register', {
      email: newEmail(),
      password: DEMO_PASSWORD,
      name: 'Ettore',
      lastName: 'Galli',
    });
    expect(response.statusCode).toBe(201);
  });
});
