import { FRESH_CHECK_ERROR, LAST_PASSKEY_MESSAGE } from '@iper/contracts';
import { sql } from 'kysely';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { FRESH_CHECK_MINUTES } from './fresh-check';
import { notMeToken } from './new-device';
import { PASSKEY_DEMO_USER } from './identity.seed';
import {
  authenticationResponse,
  createSoftwarePasskey,
  softwarePasskeyFromPkcs8,
  registrationResponse,
  type SoftwarePasskey,
} from './test-authenticator';
import { TestBrowser } from './test-browser';

const PASSWORD = 'Chiave-Di-Casa-2026';
const ORIGIN = 'http://127.0.0.1:3000';
const RP_ID = 'localhost';
/** The demo passkey's private key (e2e/support/demo-passkey.ts; bound to localhost only). */
const DEMO_PASSKEY_PKCS8 =
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgN9D57JPcCcjUOOYteul/9LkV/Qmjy6a+vACtTvpCTpWhRANCAASO2MlXgKP1tmq88rAeZRZmE5cpIz+i0dTvCUTSPA6IGjRKahW3jjICW5yV7JIVgVIcmxpTKdBcQ2Uv3O8WvEUK';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Issue 34: passkeys, the fresh check before sensitive actions, the new-device mail. */
describe.each(testDatabases())('passkeys and the fresh check on $name', ({ url }) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer(url, { PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => server?.close());

  async function newCustomer() {
    counter += 1;
    const email = `passkey.${counter}.${Date.now()}@example.it`;
    const browser = await new TestBrowser(server.app).open();
    const registered = await browser.request('POST', '/api/identity/register', {
      email,
      password: PASSWORD,
      name: 'Elena',
      lastName: 'Marchetti',
    });
    expect(registered.statusCode).toBe(201);
    return { email, browser, uid: registered.json().uid as string };
  }

  async function addPasskey(browser: TestBrowser, passkey = createSoftwarePasskey()) {
    const options = await browser.request('POST', '/api/account/passkeys/options');
    expect(options.statusCode).toBe(200);
    const { challenge } = options.json().options;
    const added = await browser.request('POST', '/api/account/passkeys', {
      credential: registrationResponse(passkey, { challenge, origin: ORIGIN, rpId: RP_ID }),
    });
    expect(added.statusCode).toBe(200);
    return passkey;
  }

  async function signInOptions(browser: TestBrowser): Promise<string> {
    const options = await browser.request('POST', '/api/identity/passkeys/sign-in/options');
    expect(options.statusCode).toBe(200);
    return options.json().options.challenge;
  }

  async function signInWith(
    passkey: SoftwarePasskey,
    ceremony: { origin?: string; rpId?: string; counter?: number } = {},
  ) {
    const browser = await new TestBrowser(server.app).open();
    const challenge = await signInOptions(browser);
    const credential = authenticationResponse(passkey, {
      challenge,
      origin: ceremony.origin ?? ORIGIN,
      rpId: ceremony.rpId ?? RP_ID,
      ...(ceremony.counter === undefined ? {} : { counter: ceremony.counter }),
    });
    const response = await browser.request(
      'POST',
      '/api/identity/passkeys/sign-in',
      { credential },
      { headers: { 'user-agent': LAPTOP }, remoteAddress: '203.0.113.9' },
    );
    return { browser, response, credential };
  }

  /** The session's last check `minutes` ago. */
  async function ageCheck(uid: string, minutes: number) {
    await server.database.db
      .updateTable('auth_sessions')
      .set({ checked_at: new Date(Date.now() - minutes * 60_000) })
      .where('user_id', '=', uid)
      .execute();
  }

  async function mailsTo(email: string, kind: string) {
    return server.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('kind', '=', kind)
      .execute();
  }

  it('adds a passkey to the account, lists it, and signs in with it in another browser', async () => {
    const { browser, uid } = await newCustomer();
    await addPasskey(browser);
    const list = await browser.request('GET', '/api/account/passkeys');
    expect(list.json()).toEqual({
      passkeys: [expect.objectContaining({ name: expect.stringMatching(/^Passkey di /) })],
      hasPassword: true,
    });
    const passkey = createSoftwarePasskey();
    await addPasskey(browser, passkey);
    const { browser: other, response } = await signInWith(passkey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errorCode: '0', uid });
    expect((await other.request('GET', '/api/account/info')).statusCode).toBe(200);
    // The devices list names the passkey that opened the session.
    const devices = (await other.request('GET', '/api/account/sessions')).json().sessions;
    expect(devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          current: true,
          passkeyName: expect.stringMatching(/^Passkey di /),
        }),
        expect.objectContaining({ current: false, passkeyName: null }),
      ]),
    );
    // The data export lists them as the customer sees them: no key, no credential id.
    const exported = await browser.request('GET', '/api/account/data-export');
    const text = exported.body;
    expect(exported.json().passkeys).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Passkey di /), lastUsedAt: null }),
      expect.objectContaining({ lastUsedAt: expect.any(String), synced: false }),
    ]);
    expect(text).not.toContain(passkey.credentialId.toString('base64url'));
  });

  it('refuses a replayed assertion: each challenge answers once', async () => {
    const { browser } = await newCustomer();
    const passkey = await addPasskey(browser);
    const first = await signInWith(passkey);
    expect(first.response.statusCode).toBe(200);
    const replay = await new TestBrowser(server.app).open();
    const again = await replay.request('POST', '/api/identity/passkeys/sign-in', {
      credential: first.credential,
    });
    expect(again.statusCode).toBe(400);
    expect(replay.cookies.has('iper.session_token')).toBe(false);
  });

  it('refuses an assertion made for another origin or another relying party', async () => {
    const { browser } = await newCustomer();
    const passkey = await addPasskey(browser);
    const crossOrigin = await signInWith(passkey, { origin: 'https://iper.example.evil' });
    expect(crossOrigin.response.statusCode).toBe(400);
    const otherRp = await signInWith(passkey, { rpId: 'example.evil' });
    expect(otherRp.response.statusCode).toBe(400);
    // The passkey itself still works where it belongs.
    expect((await signInWith(passkey)).response.statusCode).toBe(200);
  });

  it('refuses a signature counter that did not grow (a cloned authenticator)', async () => {
    const { browser } = await newCustomer();
    const passkey = await addPasskey(browser);
    expect((await signInWith(passkey, { counter: 7 })).response.statusCode).toBe(200);
    expect((await signInWith(passkey, { counter: 7 })).response.statusCode).toBe(400);
    expect((await signInWith(passkey, { counter: 3 })).response.statusCode).toBe(400);
    expect((await signInWith(passkey, { counter: 8 })).response.statusCode).toBe(200);
  });

  it('asks for a fresh check before every sensitive action, even called directly', async () => {
    const { browser, uid } = await newCustomer();
    await addPasskey(browser);
    await ageCheck(uid, FRESH_CHECK_MINUTES + 1);
    const sensitive: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['POST', '/api/account/sessions/end-others'],
      ['POST', '/api/account/sessions/end', { id: 'any' }],
      ['POST', '/api/account/passkeys/options'],
      ['POST', '/api/account/passkeys', { credential: { id: 'x' } }],
      ['POST', '/api/account/passkeys/remove', { id: 'any' }],
      ['POST', '/api/advantage-card/upgrade', { cardNumber: '0048812345694' }],
      ['GET', '/api/account/data-export'],
    ];
    for (const [method, path, body] of sensitive) {
      const response = await browser.request(method, path, body);
      expect({ path, status: response.statusCode, error: response.json().error }).toEqual({
        path,
        status: 403,
        error: FRESH_CHECK_ERROR,
      });
    }
    // Within the window nothing is asked.
    await ageCheck(uid, FRESH_CHECK_MINUTES - 1);
    expect((await browser.request('GET', '/api/account/data-export')).statusCode).toBe(200);
  });

  it('takes the password as a fresh check, and a wrong one is not one', async () => {
    const { browser, uid } = await newCustomer();
    await ageCheck(uid, 60);
    const wrong = await browser.request('POST', '/api/identity/fresh-check/password', {
      password: 'non-la-mia',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).not.toBe(FRESH_CHECK_ERROR);
    expect((await browser.request('POST', '/api/account/sessions/end-others')).statusCode).toBe(
      403,
    );
    const right = await browser.request('POST', '/api/identity/fresh-check/password', {
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect((await browser.request('POST', '/api/account/sessions/end-others')).statusCode).toBe(
      200,
    );
  });

  it('takes a passkey of the account as a fresh check, and no one else’s', async () => {
    const { browser, uid } = await newCustomer();
    const passkey = await addPasskey(browser);
    const stranger = await newCustomer();
    const strangersKey = await addPasskey(stranger.browser);
    await ageCheck(uid, 60);
    const check = async (key: SoftwarePasskey) => {
      const options = await browser.request('POST', '/api/identity/fresh-check/passkey/options');
      const { challenge, allowCredentials } = options.json().options;
      expect(allowCredentials).toHaveLength(1);
      return browser.request('POST', '/api/identity/fresh-check/passkey', {
        credential: authenticationResponse(key, { challenge, origin: ORIGIN, rpId: RP_ID }),
      });
    };
    expect((await check(strangersKey)).statusCode).toBe(400);
    expect((await check(passkey)).statusCode).toBe(200);
    expect((await browser.request('GET', '/api/account/data-export')).statusCode).toBe(200);
  });

  it('renames a passkey, and keeps the last passkey of an account without a password', async () => {
    const { browser, uid } = await newCustomer();
    await addPasskey(browser);
    await addPasskey(browser);
    const { passkeys } = (await browser.request('GET', '/api/account/passkeys')).json();
    const renamed = await browser.request('POST', '/api/account/passkeys/rename', {
      id: passkeys[0].id,
      name: 'Telefono di Elena',
    });
    expect(renamed.statusCode).toBe(200);
    // As if the account had come from a social sign-in: no password.
    await server.database.db
      .deleteFrom('auth_accounts')
      .where('user_id', '=', uid)
      .where('provider_id', '=', 'credential')
      .execute();
    const first = await browser.request('POST', '/api/account/passkeys/remove', {
      id: passkeys[0].id,
    });
    expect(first.statusCode).toBe(200);
    const last = await browser.request('POST', '/api/account/passkeys/remove', {
      id: passkeys[1].id,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_PASSKEY_MESSAGE);
    const left = (await browser.request('GET', '/api/account/passkeys')).json();
    expect(left).toEqual({
      passkeys: [expect.objectContaining({ id: passkeys[1].id })],
      hasPassword: false,
    });
  });

  it('mails a sign-in from a new device, with device, address and a working "Non sei stato tu?" link; none for a known one', async () => {
    const { email, browser } = await newCustomer();
    expect(await mailsTo(email, 'new-device-sign-in')).toHaveLength(0);
    // The browser that registered is known: signing in again there sends nothing.
    await browser.request('POST', '/api/identity/logout');
    expect((await browser.login(email, PASSWORD)).statusCode).toBe(200);
    expect(await mailsTo(email, 'new-device-sign-in')).toHaveLength(0);

    const laptop = await new TestBrowser(server.app).open();
    const signedIn = await laptop.request(
      'POST',
      '/api/identity/login',
      { email, password: PASSWORD },
      { headers: { 'user-agent': LAPTOP }, remoteAddress: '203.0.113.8' },
    );
    expect(signedIn.statusCode).toBe(200);
    const mails = await mailsTo(email, 'new-device-sign-in');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nuovo accesso al tuo account Iper');
    expect(mails[0]?.text_body).toContain('Dispositivo: Firefox su Windows');
    expect(mails[0]?.text_body).toContain('Indirizzo IP: 203.0.113.8');
    expect(mails[0]?.text_body).toContain('Non sei stato tu?');
    const reported = new TestBrowser(server.app);
    for (const [name, value] of laptop.cookies) reported.cookies.set(name, value);
    // The laptop is known now.
    expect(
      (
        await laptop.request(
          'POST',
          '/api/identity/login',
          { email, password: PASSWORD },
          { headers: { 'user-agent': LAPTOP } },
        )
      ).statusCode,
    ).toBe(200);
    expect(await mailsTo(email, 'new-device-sign-in')).toHaveLength(1);

    // "Non sei stato tu?" ends the laptop's session, and only that one.
    const token = decodeURIComponent(
      /#sessione=([^\s]+)/.exec(mails[0]?.text_body ?? '')?.[1] ?? '',
    );
    const stranger = await new TestBrowser(server.app).open();
    const ended = await stranger.request('POST', '/api/identity/sessions/end-reported', { token });
    expect(ended.statusCode).toBe(200);
    expect((await reported.request('GET', '/api/account/info')).statusCode).toBe(401);
    expect((await laptop.request('GET', '/api/account/info')).statusCode).toBe(200);
    const forged = await stranger.request('POST', '/api/identity/sessions/end-reported', {
      token: notMeToken('not-the-secret-of-this-site-at-all-no', 'some-session'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await browser.request('GET', '/api/account/info')).statusCode).toBe(200);
  });

  it('mails a passkey sign-in from a new device too', async () => {
    const { email, browser } = await newCustomer();
    const passkey = await addPasskey(browser);
    const { response } = await signInWith(passkey);
    expect(response.statusCode).toBe(200);
    const mails = await mailsTo(email, 'new-device-sign-in');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('con una passkey');
    expect(mails[0]?.text_body).toContain('Indirizzo IP: 203.0.113.9');
  });

  it('signs the passkey demo customer in at http://localhost, with the key the e2e tests use', async () => {
    const passkey = softwarePasskeyFromPkcs8(
      Buffer.from(PASSKEY_DEMO_USER.credentialId, 'base64url'),
      DEMO_PASSKEY_PKCS8,
      PASSKEY_DEMO_USER.id,
    );
    const { browser, response } = await signInWith(passkey, { origin: 'http://localhost:3000' });
    expect(response.json()).toEqual({ errorCode: '0', uid: PASSKEY_DEMO_USER.id });
    const info = await browser.request('GET', '/api/account/info');
    expect(info.statusCode).toBe(200);
    const list = (await browser.request('GET', '/api/account/passkeys')).json();
    expect(list.hasPassword).toBe(false);
  });

  it('keeps challenges short-lived and single-use in the database', async () => {
    const browser = await new TestBrowser(server.app).open();
    await signInOptions(browser);
    const rows = await sql<{
      count: string;
    }>`select count(*)::text as count from webauthn_challenges where expires_at < now()`.execute(
      server.database.db,
    );
    expect(rows.rows[0]?.count).toBe('0');
  });
});
