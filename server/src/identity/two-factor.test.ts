import { FRESH_CHECK_ERROR } from '@iper/contracts';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { renderSVG } from 'uqr';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { FRESH_CHECK_MINUTES } from './fresh-check';
import {
  authenticationResponse,
  createSoftwarePasskey,
  registrationResponse,
} from './test-authenticator';
import { TestBrowser } from './test-browser';
import {
  SIGN_IN_STEP_EXPIRED,
  TOTP_CODE_USED,
  WRONG_RECOVERY_CODE,
  WRONG_TOTP_CODE,
} from './two-factor.routes';

const PASSWORD = 'Chiave-Di-Casa-2026';
const ORIGIN = 'http://127.0.0.1:3000';
const RP_ID = 'localhost';
const STEP_MS = 30_000;
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The authenticator app: the code of a 30-second step for the key the setup showed. */
function authenticatorApp(setup: { totpUri: string }) {
  const key = base32.decode(new URL(setup.totpUri).searchParams.get('secret')!);
  const otp = createOTP(key, { digits: 6, period: 30 });
  return {
    /** The code `steps` steps away from the server's clock (Date.now, frozen by the test). */
    code: (steps = 0) => otp.hotp(Math.floor(Date.now() / STEP_MS) + steps),
  };
}

/** Issue 34: the optional TOTP second factor of a password sign-in, with recovery codes. */
describe.each(testDatabases('both'))('the TOTP second factor on $name', ({ url }) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer(url, { PUBLIC_URL: ORIGIN, AUTH_RATE_LIMIT_MAX: '500' });
  });
  afterAll(async () => server?.close());
  afterEach(() => jest.restoreAllMocks());

  /** The server's clock (and the app's) stopped in the middle of a 30-second step, or a later one. */
  function freezeClock(stepsLater = 0) {
    const now = (Math.floor(Date.now() / STEP_MS) + stepsLater + 0.5) * STEP_MS;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    return now;
  }

  async function newCustomer() {
    counter += 1;
    const email = `totp.${counter}.${Date.now()}@example.it`;
    const browser = await new TestBrowser(server.app).open();
    const registered = await browser.request('POST', '/api/identity/register', {
      email,
      password: PASSWORD,
      name: 'Marta',
      lastName: 'Ferri',
    });
    expect(registered.statusCode).toBe(201);
    return { email, browser, uid: registered.json().uid as string };
  }

  /** Setup, first code, recovery codes: TOTP on. */
  async function turnOn(browser: TestBrowser) {
    const setup = await browser.request('POST', '/api/account/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const app = authenticatorApp(setup.json());
    const confirmed = await browser.request('POST', '/api/account/two-factor/confirm', {
      code: await app.code(),
    });
    expect(confirmed.statusCode).toBe(200);
    return { app, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  async function ageCheck(uid: string, minutes: number) {
    await server.database.db
      .updateTable('auth_sessions')
      .set({ checked_at: new Date(Date.now() - minutes * 60_000) })
      .where('user_id', '=', uid)
      .execute();
  }

  async function sessionsOf(uid: string) {
    return server.database.db
      .selectFrom('auth_sessions')
      .select('id')
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

  /** Email and password in a new browser: the first step. */
  async function firstStep(email: string) {
    const browser = await new TestBrowser(server.app).open();
    const response = await browser.request(
      'POST',
      '/api/identity/login',
      { email, password: PASSWORD },
      { headers: { 'user-agent': LAPTOP } },
    );
    return { browser, response };
  }

  async function secondStep(browser: TestBrowser, method: 'totp' | 'recovery', code: string) {
    return browser.request(
      'POST',
      '/api/identity/login/two-factor',
      { method, code },
      { headers: { 'user-agent': LAPTOP } },
    );
  }

  it('turns TOTP on with a first code, shows ten recovery codes once, and says so', async () => {
    const { browser } = await newCustomer();
    expect((await browser.request('GET', '/api/account/two-factor')).json()).toEqual({
      enabled: false,
      hasPassword: true,
      recoveryCodesLeft: 0,
    });
    const setup = await browser.request('POST', '/api/account/two-factor/setup');
    expect(setup.json()).toEqual({
      totpUri: expect.stringMatching(
        /^otpauth:\/\/totp\/Iper:totp\.\d+\.\d+%40example\.it\?secret=[A-Z2-7]+&issuer=Iper&digits=6&period=30$/,
      ),
      secret: expect.stringMatching(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    // The QR code is the same otpauth: link, drawn for the app's camera.
    const drawn = Buffer.from(setup.json().qrCode.split(',')[1], 'base64').toString();
    expect(drawn).toBe(renderSVG(setup.json().totpUri, { ecc: 'M', border: 4 }));
    // A wrong first code leaves TOTP off and the form open.
    const wrong = await browser.request('POST', '/api/account/two-factor/confirm', {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_TOTP_CODE);
    const app = authenticatorApp(setup.json());
    const confirmed = await browser.request('POST', '/api/account/two-factor/confirm', {
      code: await app.code(),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    // The session goes on (with a new token) and the codes are never shown again.
    expect((await browser.request('GET', '/api/account/info')).statusCode).toBe(200);
    const status = await browser.request('GET', '/api/account/two-factor');
    expect(status.json()).toEqual({ enabled: true, hasPassword: true, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(codes[0]);
    // Stored encrypted: neither the key nor a code in clear.
    const row = await server.database.db
      .selectFrom('auth_two_factors')
      .selectAll()
      .executeTakeFirstOrThrow();
    const key = new URL(setup.json().totpUri).searchParams.get('secret')!;
    expect(JSON.stringify(row)).not.toContain(codes[0]);
    expect(row.secret).not.toContain(Buffer.from(base32.decode(key)).toString());
    // A second setup is refused while it is on.
    expect((await browser.request('POST', '/api/account/two-factor/setup')).statusCode).toBe(409);
  });

  it('makes no session after the password alone: the session comes with the code', async () => {
    const { email, browser, uid } = await newCustomer();
    const { app } = await turnOn(browser);
    const before = (await sessionsOf(uid)).length;
    const mailsBefore = (await mailsTo(email, 'new-device-sign-in')).length;

    const { browser: laptop, response } = await firstStep(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errorCode: '0', twoFactorRequired: true });
    expect(laptop.cookies.has('iper.session_token')).toBe(false);
    expect(laptop.cookies.has('iper.two_factor')).toBe(true);
    expect(await sessionsOf(uid)).toHaveLength(before);
    expect((await laptop.request('GET', '/api/account/info')).statusCode).toBe(401);
    expect(await mailsTo(email, 'new-device-sign-in')).toHaveLength(mailsBefore);

    // The app's next code: the one that confirmed the setup is spent.
    freezeClock(1);
    const signedIn = await secondStep(laptop, 'totp', await app.code());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ errorCode: '0', uid });
    expect(laptop.cookies.has('iper.two_factor')).toBe(false);
    expect((await laptop.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect(await sessionsOf(uid)).toHaveLength(before + 1);
    // The new-device mail comes with the session, not with the password.
    const mails = await mailsTo(email, 'new-device-sign-in');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text_body).toContain('Firefox su Windows');

    // A code of the wrong shape is refused before anything is looked up, saying why.
    const short = await secondStep(laptop, 'totp', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([
      { path: 'code', message: 'Il codice è di 6 cifre: lo trovi nell’app di autenticazione.' },
    ]);
    // Without a pending sign-in there is nothing to answer.
    const stray = await secondStep(await new TestBrowser(server.app).open(), 'totp', '123456');
    expect(stray.statusCode).toBe(409);
    expect(stray.json().message).toBe(SIGN_IN_STEP_EXPIRED);
  });

  it('accepts a code one step early or late (clock skew) and refuses two steps away', async () => {
    const { email, browser } = await newCustomer();
    const { app } = await turnOn(browser);
    // Two steps after the setup's code, so that one step early is still a code never used.
    freezeClock(2);
    for (const steps of [-1, 1]) {
      const { browser: laptop } = await firstStep(email);
      const answer = await secondStep(laptop, 'totp', await app.code(steps));
      expect({ steps, status: answer.statusCode }).toEqual({ steps, status: 200 });
    }
    for (const steps of [-2, 2]) {
      const { browser: laptop } = await firstStep(email);
      const answer = await secondStep(laptop, 'totp', await app.code(steps));
      expect({ steps, status: answer.statusCode }).toEqual({ steps, status: 401 });
      expect(answer.json().message).toBe(WRONG_TOTP_CODE);
      expect(laptop.cookies.has('iper.session_token')).toBe(false);
    }
  });

  it('takes a code once: the same code again, or an older one, is refused until the next step', async () => {
    const { email, browser, uid } = await newCustomer();
    const { app } = await turnOn(browser);
    freezeClock(1);
    const code = await app.code();
    const { browser: phone } = await firstStep(email);
    expect((await secondStep(phone, 'totp', code)).statusCode).toBe(200);
    // Seen over a shoulder and typed on another device within the same 30 seconds.
    const { browser: other } = await firstStep(email);
    const replayed = await secondStep(other, 'totp', code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(TOTP_CODE_USED);
    expect(other.cookies.has('iper.session_token')).toBe(false);
    // The step before, still inside the clock window, is older than the one used: refused too.
    const older = await secondStep(other, 'totp', await app.code(-1));
    expect(older.json().message).toBe(TOTP_CODE_USED);
    // Two answers at once with the next code: one session, not two.
    const [first, second] = await Promise.all([firstStep(email), firstStep(email)]);
    const next = await app.code(1);
    const answers = await Promise.all([
      secondStep(first.browser, 'totp', next),
      secondStep(second.browser, 'totp', next),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(await sessionsOf(uid)).toHaveLength(3);
  });

  it('takes a recovery code once, typed with or without its dash, in any case', async () => {
    const { email, browser } = await newCustomer();
    const { recoveryCodes } = await turnOn(browser);
    const [first = '', second = ''] = recoveryCodes;
    const { browser: phone } = await firstStep(email);
    expect((await secondStep(phone, 'recovery', first)).statusCode).toBe(200);
    const { browser: again } = await firstStep(email);
    const reused = await secondStep(again, 'recovery', first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(WRONG_RECOVERY_CODE);
    expect(again.cookies.has('iper.session_token')).toBe(false);
    // The same pending sign-in takes another code.
    const typed = second.replace('-', '').toUpperCase();
    expect((await secondStep(again, 'recovery', typed)).statusCode).toBe(200);
    expect((await browser.request('GET', '/api/account/two-factor')).json()).toMatchObject({
      recoveryCodesLeft: 8,
    });
  });

  it('makes wrong codes wait like wrong passwords, and a right password does not reset them', async () => {
    const { email, browser } = await newCustomer();
    const { app } = await turnOn(browser);
    // Codes the app shows after the one that confirmed the setup (that one is spent).
    freezeClock(1);
    const { browser: attacker } = await firstStep(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await secondStep(attacker, 'totp', '000000');
      expect({ attempt, status: wrong.statusCode }).toEqual({ attempt, status: 401 });
    }
    // Five codes spend the pending sign-in; the password again does not clear the codes' count.
    const spent = await secondStep(attacker, 'totp', await app.code());
    expect([409, 429]).toContain(spent.statusCode);
    const { browser: retry } = await firstStep(email);
    const waiting = await secondStep(retry, 'totp', await app.code());
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBeDefined();
    expect(retry.cookies.has('iper.session_token')).toBe(false);
  });

  it('lets a passkey sign in without a code: it is already two factors', async () => {
    const { browser, uid } = await newCustomer();
    await turnOn(browser);
    const passkey = createSoftwarePasskey();
    const options = await browser.request('POST', '/api/account/passkeys/options');
    const added = await browser.request('POST', '/api/account/passkeys', {
      credential: registrationResponse(passkey, {
        challenge: options.json().options.challenge,
        origin: ORIGIN,
        rpId: RP_ID,
      }),
    });
    expect(added.statusCode).toBe(200);
    const other = await new TestBrowser(server.app).open();
    const signInOptions = await other.request('POST', '/api/identity/passkeys/sign-in/options');
    const signedIn = await other.request('POST', '/api/identity/passkeys/sign-in', {
      credential: authenticationResponse(passkey, {
        challenge: signInOptions.json().options.challenge,
        origin: ORIGIN,
        rpId: RP_ID,
      }),
    });
    expect(signedIn.json()).toEqual({ errorCode: '0', uid });
    expect((await other.request('GET', '/api/account/info')).statusCode).toBe(200);
  });

  it('asks for a fresh check before turning on, confirming, new codes and turning off', async () => {
    const { browser, uid } = await newCustomer();
    const { app } = await turnOn(browser);
    await ageCheck(uid, FRESH_CHECK_MINUTES + 1);
    const sensitive: [string, unknown?][] = [
      ['/api/account/two-factor/setup'],
      ['/api/account/two-factor/confirm', { code: await app.code() }],
      ['/api/account/two-factor/recovery-codes'],
      ['/api/account/two-factor/disable'],
    ];
    for (const [path, body] of sensitive) {
      const response = await browser.request('POST', path, body);
      expect({ path, status: response.statusCode, error: response.json().error }).toEqual({
        path,
        status: 403,
        error: FRESH_CHECK_ERROR,
      });
    }
    // Without a session: 401; without the CSRF header: 403.
    const visitor = await new TestBrowser(server.app).open();
    for (const [path, body] of sensitive)
      expect((await visitor.request('POST', path, body)).statusCode).toBe(401);
    const noCsrf = await browser.request('POST', '/api/account/two-factor/disable', undefined, {
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await browser.request('GET', '/api/account/two-factor')).json().enabled).toBe(true);
  });

  it('replaces the recovery codes, and turning it off lets the password alone in', async () => {
    const { email, browser } = await newCustomer();
    const { recoveryCodes } = await turnOn(browser);
    const renewed = await browser.request('POST', '/api/account/two-factor/recovery-codes');
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const { browser: laptop } = await firstStep(email);
    expect((await secondStep(laptop, 'recovery', recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await secondStep(laptop, 'recovery', fresh[0]!)).statusCode).toBe(200);

    expect((await browser.request('POST', '/api/account/two-factor/disable')).statusCode).toBe(200);
    const status = (await browser.request('GET', '/api/account/two-factor')).json();
    expect(status).toEqual({ enabled: false, hasPassword: true, recoveryCodesLeft: 0 });
    const { browser: plain, response } = await firstStep(email);
    expect(response.json()).toEqual({ errorCode: '0', uid: expect.any(String) });
    expect(plain.cookies.has('iper.session_token')).toBe(true);
    // The owner heard of both changes.
    expect(await mailsTo(email, 'two-factor-enabled')).toHaveLength(1);
    const off = await mailsTo(email, 'two-factor-disabled');
    expect(off).toHaveLength(1);
    expect(off[0]!.text_body).toContain('/account/privacy-e-dati');
  });

  it('lists TOTP in the data export without its key or codes, and deletion removes them', async () => {
    const { browser, uid } = await newCustomer();
    const { recoveryCodes } = await turnOn(browser);
    const exported = await browser.request('GET', '/api/account/data-export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().twoFactor).toEqual({ enabled: true });
    expect(exported.body).not.toContain(recoveryCodes[0]);
    const deleted = await browser.request('POST', '/api/account/deletion', {
      password: PASSWORD,
      confirm: true,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await server.database.db
      .selectFrom('auth_two_factors')
      .select('id')
      .where('user_id', '=', uid)
      .execute();
    expect(left).toEqual([]);
  });
});
