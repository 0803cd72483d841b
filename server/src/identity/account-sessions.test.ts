import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { TestBrowser } from './test-browser';

const PASSWORD = 'Dispositivi-Sicuri-2026';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** ASVS 7.5.2: a customer sees every device signed in to the account and can end them. */
describe.each(testDatabases())('the account’s sessions on $name', ({ url }) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  /** One customer signed in on a phone, a laptop and a tablet. */
  async function customerOnThreeDevices() {
    counter += 1;
    const email = `cliente.${counter}.${Date.now()}@example.it`;
    const phone = await new TestBrowser(server.app).open();
    const registered = await phone.request(
      'POST',
      '/api/identity/register',
      { email, password: PASSWORD, name: 'Dora', lastName: 'Vitale' },
      {
        headers: { 'user-agent': PHONE },
        remoteAddress: '198.51.100.7',
      },
    );
    expect(registered.statusCode).toBe(201);
    const laptop = await new TestBrowser(server.app).open();
    expect(
      (
        await laptop.request(
          'POST',
          '/api/identity/login',
          { email, password: PASSWORD },
          { headers: { 'user-agent': LAPTOP }, remoteAddress: '203.0.113.8' },
        )
      ).statusCode,
    ).toBe(200);
    const tablet = await new TestBrowser(server.app).open();
    expect((await tablet.login(email, PASSWORD)).statusCode).toBe(200);
    // Used once, so each session is in the session cache when it is ended.
    for (const device of [phone, laptop, tablet])
      expect((await device.request('GET', '/api/account/info')).statusCode).toBe(200);
    return { phone, laptop, tablet };
  }

  it('lists every device with its browser, address and dates, this one marked, and no token', async () => {
    const { laptop } = await customerOnThreeDevices();
    const response = await laptop.request('GET', '/api/account/sessions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = response.json();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toEqual([
      expect.objectContaining({ userAgent: LAPTOP, ipAddress: '203.0.113.8', current: true }),
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ userAgent: PHONE, ipAddress: '198.51.100.7', current: false }),
    );
    for (const session of sessions) {
      expect(Date.parse(session.signedInAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    }
    const tokens = await server.database.db.selectFrom('auth_sessions').select('token').execute();
    for (const { token } of tokens) expect(response.body).not.toContain(token);
  });

  it('ends one other session at once, and only that one', async () => {
    const { phone, laptop, tablet } = await customerOnThreeDevices();
    const { sessions } = (await laptop.request('GET', '/api/account/sessions')).json();
    const phoneSession = sessions.find(
      (session: { userAgent: string }) => session.userAgent === PHONE,
    );
    const ended = await laptop.request('POST', '/api/account/sessions/end', {
      id: phoneSession.id,
    });
    expect(ended.statusCode).toBe(200);
    expect((await phone.request('GET', '/api/account/info')).statusCode).toBe(401);
    expect((await tablet.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect((await laptop.request('GET', '/api/account/sessions')).json().sessions).toHaveLength(2);
  });

  it('ends every other session and keeps this one', async () => {
    const { phone, laptop, tablet } = await customerOnThreeDevices();
    const ended = await laptop.request('POST', '/api/account/sessions/end-others', {});
    expect(ended.statusCode).toBe(200);
    expect((await phone.request('GET', '/api/account/info')).statusCode).toBe(401);
    expect((await tablet.request('GET', '/api/account/info')).statusCode).toBe(401);
    expect((await laptop.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect((await laptop.request('GET', '/api/account/sessions')).json().sessions).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('cannot end another customer’s session (404), nor act without the CSRF token or a session', async () => {
    const { phone } = await customerOnThreeDevices();
    const { sessions } = (await phone.request('GET', '/api/account/sessions')).json();
    const stranger = await new TestBrowser(server.app).open();
    await stranger.login('giulia.bianchi@example.it', 'Spesa2026!');
    const foreign = await stranger.request('POST', '/api/account/sessions/end', {
      id: sessions[0].id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await phone.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect(
      (await phone.request('POST', '/api/account/sessions/end-others', {}, { csrf: false }))
        .statusCode,
    ).toBe(403);
    const visitor = await new TestBrowser(server.app).open();
    expect((await visitor.request('GET', '/api/account/sessions')).statusCode).toBe(401);
  });
});
