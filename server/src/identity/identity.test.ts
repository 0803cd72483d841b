import { FORGOT_PASSWORD_MESSAGE } from '@iper/contracts';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { DEMO_PASSWORD } from './identity.seed';
import { TestBrowser } from './test-browser';

const MARIO = 'mario.rossi@example.it';

async function outbox(server: TestServer, to: string) {
  return server.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .execute();
}

function resetTokenOf(text: string): string {
  const match = /\/reimposta-password#token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe.each(testDatabases())('identity on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('session', () => {
    it('answers a non-zero errorCode to a visitor and hands out the CSRF cookie', async () => {
      const browser = new TestBrowser(server.app);
      const response = await browser.request('GET', '/api/account/session/verify');
      expect(response.json()).toEqual({
        errorCode: '403005',
        errorMessage: 'Utente non autenticato',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(browser.cookies.get('iper.csrf')).toMatch(/^[\w-]{43}$/);
    });

    it('logs a customer in with email and password behind an httpOnly SameSite=Lax cookie', async () => {
      const browser = await new TestBrowser(server.app).open();
      const login = await browser.login(MARIO, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ errorCode: '0', uid: 'demo-mario-rossi' });
      const sessionCookie = login.cookies.find((cookie) => cookie.name === 'iper.session_token');
      expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(sessionCookie?.secure).toBeFalsy();
      expect(JSON.stringify(login.json())).not.toContain(sessionCookie?.value.split('.')[0]);

      const verify = await browser.request('GET', '/api/account/session/verify');
      expect(verify.json()).toEqual({ errorCode: '0', uid: 'demo-mario-rossi' });
      const info = await browser.request('GET', '/api/account/info');
      expect(info.json()).toMatchObject({
        errorCode: '0',
        uid: 'demo-mario-rossi',
        loginProvider: 'site',
        profile: {
          firstName: 'Mario',
          lastName: 'Rossi',
          email: MARIO,
          gender: 'm',
          birthDay: 12,
          birthMonth: 5,
          birthYear: 1980,
        },
        data: {
          cf: 'RSSMRA80E12F205L',
          cardNumber: '048812345670',
          cardType: 'base',
          cardType1: 'Carta Vantaggi',
          storeId: '00102',
        },
        address: {
          dug: 'Via',
          street: 'Giuseppe Verdi',
          houseNumber: '12',
          zipCode: '20121',
          city: 'Milano',
          province: 'MI',
        },
        phones: [{ type: 'mobile', number: '+39 347 123 4567' }],
      });
    });

    it('refuses a wrong password and an unknown email with the same answer', async () => {
      const browser = await new TestBrowser(server.app).open();
      const wrongPassword = await browser.login(MARIO, 'not-the-password');
      const unknownEmail = await browser.login('nessuno@example.it', 'not-the-password');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json().message).toBe('Email o password non corretti.');
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(
        wrongPassword.cookies.find((cookie) => cookie.name === 'iper.session_token'),
      ).toBeUndefined();
    });

    it('logs out: the session cookie is cleared and no longer opens the account', async () => {
      const browser = await new TestBrowser(server.app).open();
      await browser.login(MARIO, DEMO_PASSWORD);
      const stolen = browser.cookieHeader();
      const logout = await browser.request('POST', '/api/identity/logout');
      expect(logout.json()).toEqual({ errorCode: '0' });
      expect((await browser.request('GET', '/api/account/session/verify')).json().errorCode).toBe(
        '403005',
      );
      const replay = await server.app.inject({
        method: 'GET',
        url: '/api/account/info',
        headers: { cookie: stolen },
      });
      expect(replay.statusCode).toBe(401);
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request without the token, with a wrong token or from another site', async () => {
      const browser = await new TestBrowser(server.app).open();
      const body = { email: MARIO, password: DEMO_PASSWORD };
      const missing = await browser.request('POST', '/api/identity/login', body, { csrf: false });
      const wrong = await browser.request('POST', '/api/identity/login', body, {
        csrf: false,
        headers: { 'x-csrf-token': 'a'.repeat(43) },
      });
      const crossSite = await browser.request('POST', '/api/identity/login', body, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      for (const response of [missing, wrong, crossSite]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Richiesta rifiutata: aggiorna la pagina e riprova.');
        expect(
          response.cookies.find((cookie) => cookie.name === 'iper.session_token'),
        ).toBeUndefined();
      }
      expect((await browser.request('POST', '/api/identity/login', body)).statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    it('creates an account, signs it in, and opens no second account with the same email', async () => {
      const browser = await new TestBrowser(server.app).open();
      const response = await browser.request('POST', '/api/identity/register', {
        email: 'Sara.Fontana@Example.it',
        password: 'Carrello-2026',
        name: 'Sara',
        lastName: 'Fontana',
      });
      expect(response.statusCode).toBe(201);
      const { uid } = response.json();
      expect((await browser.request('GET', '/api/account/session/verify')).json()).toEqual({
        errorCode: '0',
        uid,
      });
      const info = (await browser.request('GET', '/api/account/info')).json();
      expect(info.profile).toMatchObject({
        firstName: 'Sara',
        lastName: 'Fontana',
        email: 'sara.fontana@example.it',
      });
      expect(info.data.cardNumber).toBeNull();

      const again = await new TestBrowser(server.app).open().then((other) =>
        other.request('POST', '/api/identity/register', {
          email: 'sara.fontana@example.it',
          password: 'Altra-password-1',
          name: 'Sara',
          lastName: 'Fontana',
        }),
      );
      // The same answer as a new account (existing-addresses.test.ts), but no session and no account.
      expect(again.statusCode).toBe(201);
      expect(again.json().uid).not.toBe(uid);
      expect(again.cookies.find((cookie) => cookie.name === 'iper.session_token')).toBeUndefined();
      expect(
        await server.database.db
          .selectFrom('auth_users')
          .select('id')
          .where('email', '=', 'sara.fontana@example.it')
          .execute(),
      ).toHaveLength(1);
    });

    it('refuses a short password and a malformed email with a 400 naming the field', async () => {
      const browser = await new TestBrowser(server.app).open();
      const response = await browser.request('POST', '/api/identity/register', {
        email: 'non-una-email',
        password: 'corta',
        name: 'A',
        lastName: 'B',
      });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .issues.map((issue: { path: string }) => issue.path)
          .sort(),
      ).toEqual(['email', 'password']);
    });
  });

  describe('forgotten password', () => {
    it('answers byte for byte the same for a known and an unknown email', async () => {
      const browser = await new TestBrowser(server.app).open();
      const known = await browser.request('POST', '/api/identity/password/forgot', {
        email: 'giulia.bianchi@example.it',
      });
      const unknown = await browser.request('POST', '/api/identity/password/forgot', {
        email: 'sconosciuto@example.it',
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.rawPayload.equals(known.rawPayload)).toBe(true);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      expect(unknown.headers['set-cookie']).toEqual(known.headers['set-cookie']);
      expect(known.json()).toEqual({ errorCode: '0', message: FORGOT_PASSWORD_MESSAGE });
      expect(await outbox(server, 'giulia.bianchi@example.it')).toHaveLength(1);
      expect(await outbox(server, 'sconosciuto@example.it')).toHaveLength(0);
    });

    it('resets the password once through the emailed link, then the link is spent', async () => {
      const email = 'luca.verdi@example.it';
      const browser = await new TestBrowser(server.app).open();
      await browser.login(email, DEMO_PASSWORD);
      const other = await new TestBrowser(server.app).open();
      await other.request('POST', '/api/identity/password/forgot', { email });
      const [mail] = await outbox(server, email);
      expect(mail?.subject).toBe('Reimposta la tua password Iper');
      const token = resetTokenOf(mail!.text_body);

      const reset = await other.request('POST', '/api/identity/password/reset', {
        token,
        password: 'Nuova-Spesa-2027',
      });
      expect(reset.json()).toEqual({ errorCode: '0' });
      expect((await other.login(email, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await other.login(email, 'Nuova-Spesa-2027')).statusCode).toBe(200);
      // Sessions opened with the old password are closed.
      expect((await browser.request('GET', '/api/account/info')).statusCode).toBe(401);

      const reused = await other.request('POST', '/api/identity/password/reset', {
        token,
        password: 'Ancora-Un-Altra-1',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe(
        'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
      );
      // The last mail but the new-device one of `other`'s sign-in above.
      const [confirmation] = (await outbox(server, email)).filter(
        (mail) => mail.kind !== 'new-device-sign-in',
      );
      expect(confirmation?.kind).toBe('password-changed');
    });

    it('refuses an expired reset link', async () => {
      const email = 'chiara.colombo@example.it';
      const browser = await new TestBrowser(server.app).open();
      await browser.request('POST', '/api/identity/password/forgot', { email });
      const token = resetTokenOf((await outbox(server, email))[0]!.text_body);
      await server.database.db
        .updateTable('auth_verifications')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('identifier', '=', `reset-password:${token}`)
        .execute();
      const response = await browser.request('POST', '/api/identity/password/reset', {
        token,
        password: 'Scaduta-2026!',
      });
      expect(response.statusCode).toBe(400);
      expect((await browser.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('change password (/modifica-password)', () => {
    it('needs the current password, then signs the old sessions out', async () => {
      const email = 'giulia.bianchi@example.it';
      const session = await new TestBrowser(server.app).open();
      await session.login(email, DEMO_PASSWORD);
      const visitor = await new TestBrowser(server.app).open();
      const wrong = await visitor.request('POST', '/api/identity/password/change', {
        email,
        currentPassword: 'sbagliata',
        newPassword: 'Cambiata-2026',
      });
      expect(wrong.statusCode).toBe(401);
      const right = await visitor.request('POST', '/api/identity/password/change', {
        email,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Cambiata-2026',
      });
      expect(right.json()).toEqual({ errorCode: '0' });
      expect((await session.request('GET', '/api/account/info')).statusCode).toBe(401);
      expect((await visitor.login(email, 'Cambiata-2026')).statusCode).toBe(200);
    });
  });

  it('lists no social provider when none is configured', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/identity/social-providers',
    });
    expect(response.json()).toEqual({ providers: [] });
  });
});
