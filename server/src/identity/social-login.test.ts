import { OAuth2Server } from 'oauth2-mock-server';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { TestBrowser } from './test-browser';

/**
 * Social login end to end against a local OpenID Connect provider (oauth2-mock-server): the
 * provider is switched on by configuration only, the browser is sent to the provider, comes back
 * to the callback with a code, and leaves signed in.
 */
const PROVIDER_ENV = [
  'AUTH_GOOGLE_CLIENT_ID',
  'AUTH_GOOGLE_CLIENT_SECRET',
  'AUTH_GOOGLE_DISCOVERY_URL',
] as const;

describe.each(testDatabases())('social login on $name', ({ url }) => {
  const idp = new OAuth2Server();
  let server: TestServer;
  let subject = 'google-sub-0001';
  let email = 'elena.russo@example.it';

  beforeAll(async () => {
    await idp.issuer.keys.generate('RS256');
    // The provider starts first: the site reads its discovery document when it starts.
    await idp.start(0, '127.0.0.1');
    idp.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        sub: subject,
        email,
        email_verified: true,
        given_name: 'Elena',
        family_name: 'Russo',
      });
    });
    idp.service.on('beforeUserinfo', (response) => {
      response.body = {
        sub: subject,
        email,
        email_verified: true,
        given_name: 'Elena',
        family_name: 'Russo',
        name: 'Elena Russo',
      };
    });
    process.env.AUTH_GOOGLE_CLIENT_ID = 'iper-sito';
    process.env.AUTH_GOOGLE_CLIENT_SECRET = 'iper-sito-secret';
    process.env.AUTH_GOOGLE_DISCOVERY_URL = `${idp.issuer.url}/.well-known/openid-configuration`;
    server = await startTestServer(url);
  });

  afterAll(async () => {
    for (const key of PROVIDER_ENV) delete process.env[key];
    await server?.close();
    await idp.stop();
  });

  /** The whole dance: start, provider's authorize endpoint, callback. Returns where the site sends the browser. */
  async function signInWithGoogle(browser: TestBrowser): Promise<string> {
    const start = await browser.request('POST', '/api/identity/social/start', {
      provider: 'google',
      redirect: '/account/lista-spesa',
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(idp.issuer.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/callback/google');
    const landed = await browser.request('GET', `${callback.pathname}${callback.search}`);
    expect(landed.statusCode).toBe(302);
    return landed.headers.location as string;
  }

  it('offers the configured provider only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/identity/social-providers',
    });
    expect(response.json()).toEqual({ providers: ['google'] });
    const browser = await new TestBrowser(server.app).open();
    const facebook = await browser.request('POST', '/api/identity/social/start', {
      provider: 'facebook',
    });
    expect(facebook.statusCode).toBe(404);
  });

  it('signs a new customer in through the provider and comes back to the page asked for', async () => {
    const browser = await new TestBrowser(server.app).open();
    const location = await signInWithGoogle(browser);
    expect(location).toMatch(
      /^\/accedi\?accesso=social&provider=google&nuovo=1&redirect=%2Faccount%2Flista-spesa$/,
    );
    const verify = await browser.request('GET', '/api/account/session/verify');
    expect(verify.json().errorCode).toBe('0');
    const info = (await browser.request('GET', '/api/account/info')).json();
    expect(info).toMatchObject({
      loginProvider: 'google',
      profile: { firstName: 'Elena', lastName: 'Russo', email: 'elena.russo@example.it' },
    });
  });

  it('refuses a way back that a browser would read as another site', async () => {
    const browser = await new TestBrowser(server.app).open();
    for (const redirect of ['/%09/evil.example', '/%5Cevil.example', '/..//evil.example']) {
      const start = await browser.request('POST', '/api/identity/social/start', {
        provider: 'google',
        redirect,
      });
      expect({ redirect, status: start.statusCode }).toEqual({ redirect, status: 400 });
    }
  });

  it('recognises the same provider account on the next sign-in', async () => {
    const browser = await new TestBrowser(server.app).open();
    const location = await signInWithGoogle(browser);
    expect(location).toBe(
      '/accedi?accesso=social&provider=google&redirect=%2Faccount%2Flista-spesa',
    );
    const users = await server.database.db
      .selectFrom('auth_users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('mails a sign-in from a new browser (issue 34), not a first sign-in nor a known browser', async () => {
    subject = 'google-sub-0003';
    email = 'marco.neri@example.it';
    const mails = () =>
      server.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .where('kind', '=', 'new-device-sign-in')
        .execute();
    // The first sign-in creates the account, like a registration: no new-device mail.
    await signInWithGoogle(await new TestBrowser(server.app).open());
    expect(await mails()).toHaveLength(0);
    const phone = await new TestBrowser(server.app).open();
    await signInWithGoogle(phone);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('con Google');
    expect(sent[0]!.text_body).toMatch(/#sessione=/);
    expect(phone.cookies.has('iper.device')).toBe(true);
    // The same browser again is a known device.
    await signInWithGoogle(phone);
    expect(await mails()).toHaveLength(1);
  });

  it('sends the browser back to the login page with an error when the state does not match', async () => {
    const browser = await new TestBrowser(server.app).open();
    subject = 'google-sub-0002';
    email = 'altro.utente@example.it';
    const location = await (async () => {
      const start = await browser.request('POST', '/api/identity/social/start', {
        provider: 'google',
      });
      const authorize = await fetch(new URL(start.json().url), { redirect: 'manual' });
      const callback = new URL(authorize.headers.get('location')!);
      callback.searchParams.set('state', 'stato-manomesso');
      const landed = await browser.request('GET', `${callback.pathname}${callback.search}`);
      return landed.headers.location as string;
    })();
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/accedi\?accesso=errore-social&error=state_mismatch$/,
    );
    expect((await browser.request('GET', '/api/account/session/verify')).json().errorCode).toBe(
      '403005',
    );
  });
});
