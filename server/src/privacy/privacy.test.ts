import { FRESH_CHECK_ERROR } from '@iper/contracts';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';
import { eraseAccount } from './account-deletion';
import {
  startTestServer,
  testDatabases,
  type TestServer,
  singleTestDatabase,
} from '../testing/test-server';

const MARIO = { id: 'demo-mario-rossi', email: 'mario.rossi@example.it' };
const GIULIA = { id: 'demo-giulia-bianchi', email: 'giulia.bianchi@example.it' };

async function signedIn(
  server: TestServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TestBrowser> {
  const browser = await new TestBrowser(server.app).open();
  expect((await browser.login(email, password)).statusCode).toBe(200);
  return browser;
}

async function registered(
  server: TestServer,
  email: string,
): Promise<{ browser: TestBrowser; uid: string }> {
  const browser = await new TestBrowser(server.app).open();
  const response = await browser.request('POST', '/api/identity/register', {
    email,
    password: DEMO_PASSWORD,
    name: 'Paola',
    lastName: 'Galli',
  });
  expect(response.statusCode).toBe(201);
  return { browser, uid: response.json().uid };
}

async function openPosition(server: TestServer, open: boolean): Promise<string> {
  const row = await server.database.db
    .selectFrom('job_positions')
    .select('slug')
    .where((eb) => (open ? eb('closes_on', 'is', null) : eb('closes_on', 'is not', null)))
    .executeTakeFirstOrThrow();
  return row.slug;
}

async function addApplication(
  server: TestServer,
  userId: string,
  email: string,
  positionSlug: string | null,
): Promise<string> {
  const id = randomUUID();
  await server.database.db
    .insertInto('job_applications')
    .values({
      id,
      reference: `CAND-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      position_slug: positionSlug,
      area: positionSlug ? null : 'punto-vendita',
      user_id: userId,
      email,
      first_name: 'Paola',
      last_name: 'Galli',
      tax_code: 'GLLPLA90A41F205X',
      fields: JSON.stringify({ firstName: 'Paola' }),
      updated_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

describe.each(testDatabases())('GDPR self-service on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  describe('download my data', () => {
    it('answers 401 to a visitor', async () => {
      const visitor = await new TestBrowser(server.app).open();
      expect((await visitor.request('GET', '/api/account/data-export')).statusCode).toBe(401);
    });

    it("gives the customer a dated JSON attachment with everything the site holds about them, and nobody else's data", async () => {
      await server.database.db
        .insertInto('help_requests')
        .values({
          reference: 'SEG-00000901',
          theme: 'negozio',
          category: 'altro',
          name: 'Mario',
          surname: 'Rossi',
          email: MARIO.email,
          message: 'Carrelli rotti',
        })
        .execute();
      await server.database.db
        .insertInto('help_requests')
        .values({
          reference: 'SEG-00000902',
          theme: 'negozio',
          category: 'altro',
          name: 'Giulia',
          surname: 'Bianchi',
          email: GIULIA.email,
          message: 'Di Giulia',
        })
        .execute();
      const mario = await signedIn(server, MARIO.email);
      const response = await mario.request('GET', '/api/account/data-export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="iper-i-miei-dati-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json();
      expect(data.account).toMatchObject({
        id: MARIO.id,
        email: MARIO.email,
        signInMethods: ['email e password'],
      });
      expect(data.profile).toMatchObject({
        firstName: 'Mario',
        lastName: 'Rossi',
        taxCode: 'RSSMRA80E12F205L',
      });
      expect(data.consents).toMatchObject({ marketing: expect.any(Boolean) });
      expect(data.loyaltyCard).toMatchObject({ number: '048812345670', points: 145 });
      expect(data.shoppingList.map((item: { label: string }) => item.label)).toContain(
        'Pane integrale',
      );
      expect(data.receipts.length).toBeGreaterThan(0);
      expect(data.receipts[0].lines.length).toBeGreaterThan(0);
      expect(data.helpRequests.map((h: { reference: string }) => h.reference)).toEqual([
        'SEG-00000901',
      ]);
      expect(data.sessions.length).toBeGreaterThan(0);

      const text = response.body;
      expect(text).not.toMatch(/scrypt\$/);
      expect(text).not.toContain(
        mario.cookies.get('iper.session_token')?.split('.')[0] ?? 'no-token',
      );
      expect(text).not.toMatch(/giulia|bianchi/i);
    });

    it('writes the download to the audit log with a hash of the address, not the address', async () => {
      const mario = await signedIn(server, MARIO.email);
      await mario.request('GET', '/api/account/data-export');
      const rows = await server.database.db
        .selectFrom('account_audit_log')
        .selectAll()
        .where('user_id', '=', MARIO.id)
        .execute();
      expect(rows.some((row) => row.action === 'data-export')).toBe(true);
      for (const row of rows) {
        expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.ip_hash).not.toContain('127.0.0.1');
      }
    });

    it("leaves out messages sent with the account's address until that address is verified", async () => {
      const { browser } = await registered(server, 'non.verificato@example.it');
      await server.database.db
        .insertInto('help_requests')
        .values({
          reference: 'SEG-00000903',
          theme: 'negozio',
          category: 'altro',
          name: 'Altra',
          surname: 'Persona',
          email: 'non.verificato@example.it',
          message: 'Non tuo',
        })
        .execute();
      const data = (await browser.request('GET', '/api/account/data-export')).json();
      expect(data.account.emailVerified).toBe(false);
      expect(data.helpRequests).toEqual([]);
    });
  });

  describe('delete my account', () => {
    it('answers 401 to a visitor and 403 without the CSRF token', async () => {
      const visitor = await new TestBrowser(server.app).open();
      expect(
        (
          await visitor.request('POST', '/api/account/deletion', {
            password: DEMO_PASSWORD,
            confirm: true,
          })
        ).statusCode,
      ).toBe(401);
      const mario = await signedIn(server, MARIO.email);
      const response = await mario.request(
        'POST',
        '/api/account/deletion',
        { password: DEMO_PASSWORD, confirm: true },
        { csrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect((await mario.request('GET', '/api/account/info')).statusCode).toBe(200);
    });

    it('needs the explicit confirmation', async () => {
      const mario = await signedIn(server, MARIO.email);
      const response = await mario.request('POST', '/api/account/deletion', {
        password: DEMO_PASSWORD,
        confirm: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'confirm', message: 'Conferma di aver capito che l’eliminazione è definitiva.' },
      ]);
    });

    it('refuses a wrong password in Italian, deletes nothing and logs the refusal', async () => {
      const mario = await signedIn(server, MARIO.email);
      const response = await mario.request('POST', '/api/account/deletion', {
        password: 'Sbagliata2026!',
        confirm: true,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'La password non è corretta: l’account non è stato eliminato.',
      );
      const missing = await mario.request('POST', '/api/account/deletion', { confirm: true });
      expect(missing.statusCode).toBe(403);
      expect(
        (await mario.request('GET', '/api/account/shopping-list')).json().items.length,
      ).toBeGreaterThan(0);
      expect(
        (
          await server.database.db
            .selectFrom('auth_users')
            .select('id')
            .where('id', '=', MARIO.id)
            .execute()
        ).length,
      ).toBe(1);
      const refused = await server.database.db
        .selectFrom('account_audit_log')
        .select('action')
        .where('user_id', '=', MARIO.id)
        .where('action', '=', 'account-deletion-refused')
        .execute();
      expect(refused).toHaveLength(2);
    });

    it("deletes one customer's account in one go, keeping anonymised what must be kept, and touches nobody else", async () => {
      const db = server.database.db;
      const giulia = await signedIn(server, GIULIA.email);
      const giuliaBefore = (await giulia.request('GET', '/api/account/data-export')).json();
      const inSelection = await addApplication(
        server,
        MARIO.id,
        MARIO.email,
        await openPosition(server, true),
      );
      const closed = await addApplication(
        server,
        MARIO.id,
        MARIO.email,
        await openPosition(server, false),
      );
      const spontaneous = await addApplication(server, MARIO.id, MARIO.email, null);
      await db.insertInto('newsletter_subscriptions').values({ email: MARIO.email }).execute();
      await db
        .insertInto('feedback')
        .values({ message: 'Bel sito', page: '/', email: MARIO.email })
        .execute();
      const receiptsBefore = await db
        .selectFrom('receipts')
        .select('id')
        .where('user_id', '=', MARIO.id)
        .execute();

      const mario = await signedIn(server, MARIO.email);
      const otherDevice = await signedIn(server, MARIO.email);
      const response = await mario.request('POST', '/api/account/deletion', {
        password: DEMO_PASSWORD,
        confirm: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().errorCode).toBe('0');
      expect(response.json().kept.join(' ')).toMatch(
        /scontrini.*Carta Vantaggi 048812345670.*candidature/s,
      );

      // Every session ends and the browser is told to forget the cookie.
      const cleared = (response.cookies as { name: string; maxAge?: number }[]).find(
        (cookie) => cookie.name === 'iper.session_token',
      );
      expect(cleared?.maxAge).toBe(0);
      expect(mario.cookies.has('iper.session_token')).toBe(false);
      expect((await otherDevice.request('GET', '/api/account/info')).statusCode).toBe(401);
      expect(
        (await new TestBrowser(server.app).open().then((b) => b.login(MARIO.email, DEMO_PASSWORD)))
          .statusCode,
      ).toBe(401);

      const count = async (
        table:
          | 'auth_users'
          | 'auth_sessions'
          | 'auth_passkeys'
          | 'auth_accounts'
          | 'account_profiles'
          | 'shopping_list_items'
          | 'saved_coupons'
          | 'coupon_targets',
        column: string,
      ) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where(column as never, '=', MARIO.id as never)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('auth_users', 'id')).toBe(0);
      for (const table of [
        'auth_sessions',
        'auth_passkeys',
        'auth_accounts',
        'account_profiles',
        'shopping_list_items',
        'saved_coupons',
        'coupon_targets',
      ] as const) {
        expect(await count(table, 'user_id')).toBe(0);
      }
      // Kept, without the customer: receipts (accounting), the card (loyalty programme), the open selection.
      const receipts = await db
        .selectFrom('receipts')
        .select(['user_id', 'is_favourite'])
        .where(
          'id',
          'in',
          receiptsBefore.map((r) => r.id),
        )
        .execute();
      expect(receipts).toHaveLength(receiptsBefore.length);
      expect(receipts.every((r) => r.user_id === null && r.is_favourite === false)).toBe(true);
      const card = await db
        .selectFrom('advantage_cards')
        .select('user_id')
        .where('number', '=', '048812345670')
        .executeTakeFirstOrThrow();
      expect(card.user_id).toBeNull();
      const applications = await db
        .selectFrom('job_applications')
        .select(['id', 'user_id'])
        .where('id', 'in', [inSelection, closed, spontaneous])
        .execute();
      expect(applications).toEqual([{ id: inSelection, user_id: null }]);
      // Deleted by address: help requests, the newsletter; feedback stays without its email.
      expect(
        await db
          .selectFrom('help_requests')
          .select('id')
          .where('email', '=', MARIO.email)
          .execute(),
      ).toEqual([]);
      expect(
        await db
          .selectFrom('newsletter_subscriptions')
          .select('email')
          .where('email', '=', MARIO.email)
          .execute(),
      ).toEqual([]);
      expect(
        await db.selectFrom('feedback').select('id').where('email', '=', MARIO.email).execute(),
      ).toEqual([]);
      expect(
        (
          await db
            .selectFrom('feedback')
            .select('email')
            .where('message', '=', 'Bel sito')
            .executeTakeFirstOrThrow()
        ).email,
      ).toBeNull();
      expect(
        await db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_address', '=', MARIO.email)
          .execute(),
      ).toEqual([]);

      // The audit log keeps the act, with nothing personal.
      const audit = await db
        .selectFrom('account_audit_log')
        .selectAll()
        .where('user_id', '=', MARIO.id)
        .orderBy('id')
        .execute();
      expect(audit.at(-1)?.action).toBe('account-deletion');
      // (Demo ids are readable; real ones are random identifiers no other row points to any more.)
      expect(JSON.stringify(audit.map(({ user_id: _id, ...rest }) => rest))).not.toMatch(
        /mario|rossi|127\.0\.0\.1/i,
      );

      // Giulia's data is exactly what it was.
      const giuliaAfter = (await giulia.request('GET', '/api/account/data-export')).json();
      const stable = (data: Record<string, unknown>) => ({
        ...data,
        generatedAt: '',
        sessions: [],
        privacyLog: [],
      });
      expect(stable(giuliaAfter)).toEqual(stable(giuliaBefore));
    });

    it('leaves everything as it was when any step of the deletion fails (one transaction)', async () => {
      const db = server.database.db;
      const luca = 'demo-luca-verdi';
      const before = await db
        .selectFrom('receipts')
        .select(['id', 'user_id'])
        .where('user_id', '=', luca)
        .execute();
      await expect(
        db.transaction().execute(async (trx) => {
          await eraseAccount(trx, luca, { ipHash: 'x' });
          throw new Error('the disk is full');
        }),
      ).rejects.toThrow('the disk is full');
      expect(
        await db.selectFrom('auth_users').select('id').where('id', '=', luca).execute(),
      ).toHaveLength(1);
      expect(
        await db
          .selectFrom('receipts')
          .select(['id', 'user_id'])
          .where('user_id', '=', luca)
          .execute(),
      ).toEqual(before);
      expect(
        (
          await db
            .selectFrom('advantage_cards')
            .select('user_id')
            .where('number', '=', '048812345694')
            .executeTakeFirst()
        )?.user_id,
      ).toBe(luca);
      expect(
        await db.selectFrom('account_audit_log').select('id').where('user_id', '=', luca).execute(),
      ).toEqual([]);
    });

    it('lets an account without a password (social sign-in) delete itself only after a fresh check', async () => {
      const db = server.database.db;
      const { browser, uid } = await registered(server, 'solo.social@example.it');
      await db
        .updateTable('auth_accounts')
        .set({ provider_id: 'google', password: null, account_id: 'google-123' })
        .where('user_id', '=', uid)
        .execute();
      await db
        .updateTable('auth_sessions')
        .set({ checked_at: new Date(Date.now() - 30 * 60_000) })
        .where('user_id', '=', uid)
        .execute();
      const stale = await browser.request('POST', '/api/account/deletion', { confirm: true });
      expect(stale.statusCode).toBe(403);
      // The fresh check (a passkey, identity/fresh-check.ts): the site asks for it, then repeats.
      expect(stale.json().error).toBe(FRESH_CHECK_ERROR);
      expect(
        await db.selectFrom('auth_users').select('id').where('id', '=', uid).execute(),
      ).toHaveLength(1);

      await db
        .updateTable('auth_sessions')
        .set({ checked_at: new Date() })
        .where('user_id', '=', uid)
        .execute();
      const fresh = await browser.request('POST', '/api/account/deletion', { confirm: true });
      expect(fresh.statusCode).toBe(200);
      expect(
        await db.selectFrom('auth_users').select('id').where('id', '=', uid).execute(),
      ).toEqual([]);
    });
  });
});

describe('GDPR self-service rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The identity settings are read from the process environment when the app starts.
    const saved = process.env.AUTH_RATE_LIMIT_MAX;
    process.env.AUTH_RATE_LIMIT_MAX = '3';
    try {
      server = await startTestServer(singleTestDatabase());
    } finally {
      if (saved === undefined) delete process.env.AUTH_RATE_LIMIT_MAX;
      else process.env.AUTH_RATE_LIMIT_MAX = saved;
    }
  });
  afterAll(async () => server?.close());

  it('answers 429 past the limit on downloads and on deletion attempts', async () => {
    const browser = await signedIn(server, GIULIA.email);
    const downloads = [];
    for (let i = 0; i < 4; i += 1)
      downloads.push((await browser.request('GET', '/api/account/data-export')).statusCode);
    expect(downloads).toEqual([200, 200, 200, 429]);
    const attempts = [];
    for (let i = 0; i < 4; i += 1)
      attempts.push(
        (
          await browser.request('POST', '/api/account/deletion', {
            password: 'Sbagliata2026!',
            confirm: true,
          })
        ).statusCode,
      );
    expect(attempts).toEqual([403, 403, 403, 429]);
  });
});
