import { ANNA_NERI_SUBSCRIPTION } from '@iper/contracts/src/testing/card-subscription.fixture';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAnswer } from '../identity/after-answer';
import { TestBrowser } from '../identity/test-browser';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { withEnv } from '../testing/with-env';

/**
 * Issue 32 #5: a name ends up in the site's mail ("Ciao <name>,"), so a name with a link, a line
 * break or a control character is refused where it enters — registration, the card subscription,
 * the personal data — always with a 400 in Italian, never a 5xx, and nothing reaches the outbox.
 */

const RUNS_PER_ROUTE = 40;

const plainName = fc.constantFrom('Ottavia', 'Maria Grazia', "D'Angelo", 'Dell’Orto', 'Zoë');
const badPiece = fc.oneof(
  fc.constantFrom(
    'https://premi-iper.example/ritira',
    'http://x.y',
    'hxxp://premi',
    'ftp://a',
    '//premi.example',
    'www.premi-iper.it',
    'WWW.PREMI.IT',
    'premi-iper.it',
    'bit.ly',
    'vinci.com/ora',
    'ritira@premi.example',
    'premi．example',
  ),
  fc.constantFrom('\n', '\r\n', '\r', '\u0085', '\u2028', '\u2029', '\t', '\u000b', '\u001b[31m'),
  fc.constantFrom('\u202e', '\u2066', '\u200b', '\u200f', '\ufeff', '\u0007', '\u007f'),
);
/**
 * A plain name with something that is not a name inside it (inside: a line break at either end is
 * trimmed away like any other space, leaving a plain name).
 */
const badName = fc.tuple(plainName, badPiece, fc.nat()).map(([name, piece, at]) => {
  const cut = 1 + (at % (name.length - 1));
  return `${name.slice(0, cut)}${piece}${name.slice(cut)}`;
});

describe('names that would put a link or a line into a mail', () => {
  let server: TestServer;
  let browser: TestBrowser;
  let uid: string;
  const email = 'nomi.cattivi@example.it';
  let counter = 0;
  beforeAll(async () => {
    server = await withEnv({ AUTH_RATE_LIMIT_MAX: '10000' }, () =>
      startTestServer(singleTestDatabase()),
    );
    browser = await new TestBrowser(server.app).open();
    const registered = await browser.request('POST', '/api/identity/register', {
      email,
      password: 'Girasole-Giallo-2026',
      name: 'Nomi',
      lastName: 'Cattivi',
    });
    uid = registered.json().uid;
  });
  afterAll(async () => server?.close());

  async function outboxSize(): Promise<number> {
    await afterAnswer.settled();
    const row = await server.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  function expectRefused(response: LightMyRequestResponse, field: string) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as {
      message: string;
      issues: { path: string; message: string }[];
    };
    expect(body.message).toBe('Richiesta non valida: controlla i dati inviati.');
    expect(body.issues).toContainEqual({
      path: field,
      message: expect.stringMatching(/^Il (nome|cognome) non può contenere /),
    });
  }

  const routes: [string, (name: string, field: string) => Promise<LightMyRequestResponse>][] = [
    [
      'registration',
      (name, field) =>
        new TestBrowser(server.app).open().then((visitor) =>
          visitor.request('POST', '/api/identity/register', {
            email: `nome.${(counter += 1)}@example.it`,
            password: 'Girasole-Giallo-2026',
            name: 'Ottavia',
            lastName: 'Ferri',
            [field]: name,
          }),
        ),
    ],
    [
      'card subscription',
      (name, field) =>
        browser.request('POST', '/api/advantage-card/subscribe', {
          ...ANNA_NERI_SUBSCRIPTION,
          uid,
          email,
          cf: '',
          [field]: name,
        }),
    ],
    [
      'personal data',
      (name, field) =>
        browser.request('PUT', '/api/account/personal-data', {
          ...ANNA_NERI_SUBSCRIPTION,
          zipCode: ANNA_NERI_SUBSCRIPTION.zip,
          cf: '',
          [field]: name,
        }),
    ],
  ];

  it.each(routes)('the %s answers 400 in Italian and mails nobody', async (_route, send) => {
    const before = await outboxSize();
    await fc.assert(
      fc.asyncProperty(badName, fc.constantFrom('name', 'lastName'), async (name, field) => {
        expectRefused(await send(name, field), field);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
    expect(await outboxSize()).toBe(before);
  });
});
