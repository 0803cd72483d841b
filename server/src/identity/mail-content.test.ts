import { ANNA_NERI_SUBSCRIPTION } from '@iper/contracts/src/testing/card-subscription.fixture';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { TestBrowser } from './test-browser';

/**
 * Issue 32 #5: anyone can type any address and any name, so the site's mail must not carry what
 * a stranger typed to an address nobody verified; and a name is plain text, never a link.
 */
describe.each(testDatabases())('what the site’s mail carries on $name', ({ url }) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  const newEmail = () => `ottavia.${(counter += 1)}.${Date.now()}@example.it`;

  async function mailsTo(email: string) {
    return server.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'text_body', 'html_body'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .execute();
  }

  async function registered(email: string, name = 'Ottavia', lastName = 'Ferri') {
    const browser = await new TestBrowser(server.app).open();
    const response = await browser.request('POST', '/api/identity/register', {
      email,
      password: 'Girasole-Giallo-2026',
      name,
      lastName,
    });
    expect(response.statusCode).toBe(201);
    return { browser, uid: response.json().uid as string };
  }

  it('a welcome mail to an address nobody verified carries nothing the subscriber typed', async () => {
    const email = newEmail();
    const { browser, uid } = await registered(email);
    const subscribed = await browser.request('POST', '/api/advantage-card/subscribe', {
      ...ANNA_NERI_SUBSCRIPTION,
      uid,
      email,
      name: 'Ottaviana',
      lastName: 'Ferraresi',
      cf: '',
    });
    expect(subscribed.json()).toMatchObject({ errorCode: '0' });
    const [welcome] = await mailsTo(email);
    expect(welcome?.kind).toBe('welcome');
    for (const body of [welcome!.text_body, welcome!.html_body]) {
      expect(body).not.toMatch(/Ottavia|Ferr/);
      expect(body).toContain(subscribed.json().cardNumber);
    }
  });

  it('a reset or account-exists mail to an unverified address does not greet by the typed name', async () => {
    const email = newEmail();
    await registered(email, 'Ottavia', 'Ferri');
    const stranger = await new TestBrowser(server.app).open();
    await stranger.request('POST', '/api/identity/password/forgot', { email });
    await registered(email, 'Secondo', 'Tentativo');
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['account-exists', 'password-reset']);
    for (const mail of mails) {
      expect(`${mail.text_body}\n${mail.html_body}`).not.toMatch(/Ottavia|Ferri|Secondo/);
    }
  });

  it('still greets by name an owner whose address is verified', async () => {
    const browser = await new TestBrowser(server.app).open();
    await browser.request('POST', '/api/identity/password/forgot', {
      email: 'luca.verdi@example.it',
    });
    const [mail] = await mailsTo('luca.verdi@example.it');
    expect(mail?.text_body).toMatch(/^Ciao Luca Verdi,\n/);
  });

  describe('names are plain text', () => {
    const LINKS = [
      'Vinci su https://premi-iper.example',
      'Ottavia\nClicca qui',
      'www.premi-iper.it',
      'premi-iper.it',
      'Ottavia\u202eti.repi',
    ];

    it.each(LINKS)('registration refuses the name %j with a 400 in Italian', async (name) => {
      const browser = await new TestBrowser(server.app).open();
      const email = newEmail();
      const response = await browser.request('POST', '/api/identity/register', {
        email,
        password: 'Girasole-Giallo-2026',
        name,
        lastName: 'Ferri',
      });
      expect(response.statusCode).toBe(400);
      const issue = (response.json().issues as { path: string; message: string }[]).find(
        (entry) => entry.path === 'name',
      );
      expect(issue?.message).toMatch(/^Il nome non può contenere /);
      expect(await mailsTo(email)).toEqual([]);
    });

    it('the card subscription and the personal data refuse a surname that is a link', async () => {
      const email = newEmail();
      const { browser, uid } = await registered(email);
      const subscribed = await browser.request('POST', '/api/advantage-card/subscribe', {
        ...ANNA_NERI_SUBSCRIPTION,
        uid,
        email,
        lastName: 'visita http://premi.example',
        cf: '',
      });
      expect(subscribed.statusCode).toBe(400);
      expect(JSON.stringify(subscribed.json().issues)).toContain('Il cognome non può contenere');
      const personal = await browser.request('PUT', '/api/account/personal-data', {
        ...ANNA_NERI_SUBSCRIPTION,
        zipCode: ANNA_NERI_SUBSCRIPTION.zip,
        name: 'Ottavia',
        lastName: 'www.premi.example',
        cf: '',
      });
      expect(personal.statusCode).toBe(400);
      expect(JSON.stringify(personal.json().issues)).toContain('Il cognome non può contenere');
      expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual([]);
    });

    it('accepts the names people have', async () => {
      for (const [name, lastName] of [
        ['Maria Grazia', "D'Angelo"],
        ['Anna-Lisa', 'Dell’Orto'],
        ['J. R.', 'De la Cruz'],
        ['Zoë', 'Müller'],
      ]) {
        await registered(newEmail(), name, lastName);
      }
    });
  });
});
