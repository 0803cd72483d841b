import { TestBrowser } from '../identity/test-browser';
import {
  startTestServer,
  testDatabases,
  type TestServer,
  singleTestDatabase,
} from '../testing/test-server';
import { readConfig } from '../config';

describe.each(testDatabases())('test data on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url, { TEST_DATA: 'true' });
  });
  afterAll(() => server.close());

  it("creates a fresh customer in a demo customer's situation, every time a new one", async () => {
    const create = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/test-data/customers',
        payload: { like: 'sara.ferrari@example.it' },
      });
    const first = await create();
    const second = await create();
    expect(first.statusCode).toBe(201);
    const a = first.json();
    const b = second.json();
    expect(a.email).not.toBe(b.email);
    expect(a.email).toMatch(/^sara\.ferrari\+[a-z0-9]+@example\.it$/);
    expect(a.cardNumber).toMatch(/^0277\d{8}$/);
    expect(a.cardNumber).not.toBe(b.cardNumber);

    // The copy signs in and is in Sara's situation: a base card with 236 of 200 points.
    const browser = await new TestBrowser(server.app).open();
    expect((await browser.login(a.email, a.password)).statusCode).toBe(200);
    const card = await browser.request('GET', '/api/advantage-card');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual(expect.objectContaining({ type: 'base', currentAmount: 236 }));
  });

  it("copies the shopping list and the digital receipts, and a change to the copy's leaves the demo's alone", async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/test-data/customers',
      payload: { like: 'mario.rossi@example.it' },
    });
    const copy = created.json();
    const browser = await new TestBrowser(server.app).open();
    expect((await browser.login(copy.email, copy.password)).statusCode).toBe(200);
    const list = (await browser.request('GET', '/api/account/shopping-list')).json();
    expect(JSON.stringify(list)).toContain('Pane integrale');
    const receipts = (await browser.request('GET', '/api/account/receipts')).json();
    expect(receipts.receipts.length).toBeGreaterThan(0);

    const [first] = receipts.receipts;
    const favourite = await browser.request('PUT', `/api/account/receipts/${first.id}/favourite`, {
      favourite: !first.isFavourite,
    });
    expect(favourite.json().isFavourite).toBe(!first.isFavourite);
    const demo = await new TestBrowser(server.app).open();
    expect((await demo.login('mario.rossi@example.it', 'Spesa2026!')).statusCode).toBe(200);
    const demoReceipts = (await demo.request('GET', '/api/account/receipts')).json();
    const favourites = (body: { receipts: { isFavourite: boolean }[] }) =>
      body.receipts.map((receipt) => receipt.isFavourite);
    expect(favourites(demoReceipts)).toEqual(favourites(receipts));
  });

  it('creates a fresh copy of the card the registration finds, with a CRM record of its own', async () => {
    const create = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/test-data/cards',
        payload: { like: '041000000017' },
      });
    const first = await create();
    const second = await create();
    expect(first.statusCode).toBe(201);
    const card = first.json();
    expect(card).toEqual({ number: expect.stringMatching(/^0410\d{8}$/), surname: 'Neri' });
    expect(second.json().number).not.toBe(card.number);

    const browser = new TestBrowser(server.app);
    await browser.open();
    const check = await browser.request('POST', '/api/advantage-card/check', {
      cardNumber: card.number,
      surname: 'Neri',
    });
    expect(check.json()).toEqual(
      expect.objectContaining({
        outcome: 'found',
        card: expect.objectContaining({ number: card.number }),
      }),
    );
    expect(check.json().salesforceId).not.toBe('0031x00000AnnaNeri');
  });

  it('copies a demo customer and a demo card as seeded, even after a journey changed them', async () => {
    const db = server.app.db;
    await db
      .updateTable('auth_accounts')
      .set({ password: 'not-the-demo-password' })
      .where('user_id', '=', 'demo-mario-rossi')
      .execute();
    await db
      .updateTable('account_profiles')
      .set({ digital_receipt_only: true })
      .where('user_id', '=', 'demo-mario-rossi')
      .execute();
    await db
      .updateTable('advantage_cards')
      .set({ user_id: 'demo-chiara-colombo' })
      .where('number', '=', '041000000017')
      .execute();

    const copy = (
      await server.app.inject({
        method: 'POST',
        url: '/api/test-data/customers',
        payload: { like: 'mario.rossi@example.it' },
      })
    ).json();
    const browser = await new TestBrowser(server.app).open();
    expect((await browser.login(copy.email, copy.password)).statusCode).toBe(200);
    expect((await browser.request('GET', '/api/account/receipts')).json().digitalOnly).toBe(false);

    const card = await server.app.inject({
      method: 'POST',
      url: '/api/test-data/cards',
      payload: { like: '041000000017' },
    });
    expect(card.statusCode).toBe(201);
    const check = await browser.request('POST', '/api/advantage-card/check', {
      cardNumber: card.json().number,
      surname: 'Neri',
    });
    expect(check.json().outcome).toBe('found');
  });

  it('copies only demo cards that no account holds', async () => {
    for (const like of ['048812345670', '049999999999']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/test-data/cards',
        payload: { like },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('copies demo customers only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-data/customers',
      payload: { like: 'someone@example.it' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('test data outside test mode', () => {
  it('does not exist', async () => {
    const server = await startTestServer(singleTestDatabase());
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/test-data/customers',
        payload: { like: 'sara.ferrari@example.it' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is refused in production', () => {
    expect(() => readConfig({ TEST_DATA: 'true', NODE_ENV: 'production' })).toThrow(/TEST_DATA/);
  });
});
