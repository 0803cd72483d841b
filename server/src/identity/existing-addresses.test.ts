import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { TestBrowser } from './test-browser';

/**
 * Registration and the newsletter answer the same whether or not the address is already known
 * (no account enumeration); the owner of a known address gets an email instead.
 */
describe.each(testDatabases())('answers about existing addresses on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  async function mailsTo(email: string) {
    return server.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .execute();
  }

  /** The answer with everything that differs by design (ids, dates) blanked. */
  function shapeOf(response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => Record<string, unknown>;
  }) {
    return {
      status: response.statusCode,
      contentType: response.headers['content-type'],
      body: { ...response.json(), uid: typeof response.json().uid },
    };
  }

  it('registration answers a known address exactly like a new one, and mails its owner instead', async () => {
    const newcomer = await new TestBrowser(server.app).open();
    const fresh = await newcomer.request('POST', '/api/identity/register', {
      email: `nuovo.${Date.now()}@example.it`,
      password: 'Girasole-Giallo-2026',
      name: 'Nadia',
      lastName: 'Conti',
    });
    const intruder = await new TestBrowser(server.app).open();
    const known = await intruder.request('POST', '/api/identity/register', {
      email: 'giulia.bianchi@example.it',
      password: 'Girasole-Giallo-2026',
      name: 'Nadia',
      lastName: 'Conti',
    });
    expect(fresh.statusCode).toBe(201);
    expect(shapeOf(known)).toEqual(shapeOf(fresh));
    expect(known.json().uid).not.toBe('demo-giulia-bianchi');
    // No session for whoever typed someone else's address, and the account is untouched.
    expect((await intruder.request('GET', '/api/account/session/verify')).json().errorCode).toBe(
      '403005',
    );
    const [mail] = await mailsTo('giulia.bianchi@example.it');
    expect(mail).toMatchObject({ kind: 'account-exists', subject: 'Hai già un account Iper' });
    expect(mail!.text_body).toContain('/password-dimenticata');
  });

  it('the newsletter answers the same for a new and an already subscribed address, mailing each', async () => {
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/content/newsletter',
      payload: { email: 'lettrice@example.it', privacy: true },
    });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/content/newsletter',
      payload: { email: 'Lettrice@Example.it', privacy: true },
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await mailsTo('lettrice@example.it')).map((mail) => mail.kind)).toEqual([
      'newsletter-already-subscribed',
      'newsletter-subscribed',
    ]);
  });
});
