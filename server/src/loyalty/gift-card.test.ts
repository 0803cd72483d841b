import {
  GIFT_CARD_FORMAT_ERROR,
  GIFT_CARD_READ_ERROR,
  GiftCardBalanceSchema,
} from '@iper/contracts';
import { RHO_VOUCHER_REQUEST } from '@iper/contracts/src/testing/voucher-request.fixture';
import { testDatabases, type TestServer } from '../testing/test-server';
import { addMonths, romeToday } from './loyalty-dates';
import { startLoyaltyTestServer, visitor } from './testing';

describe.each(testDatabases())('gift card balance on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  const check = async (cardNumber: unknown) =>
    (await visitor(server)).request('POST', '/api/gift-card/balance', { cardNumber });

  it.each([
    ['as printed, (21) and 19 digits', '(21)8033120000012345678'],
    ['with spaces', '(21) 8033 1200 0001 2345 678'],
    ['as a scanner reads it, 21 and 19 digits', '218033120000012345678'],
    ['as the 19 digits alone', '8033120000012345678'],
  ])('reads a new card written %s', async (_case, cardNumber) => {
    const response = await check(cardNumber);
    expect(response.statusCode).toBe(200);
    const balance = GiftCardBalanceSchema.parse(response.json());
    expect(balance).toMatchObject({
      cardNumber: '(21) 8033 1200 0001 2345 678',
      kind: 'new',
      initialAmount: 50,
      residualAmount: 37.5,
      expired: false,
    });
    // SPEC §9: valid 24 months from purchase.
    expect(balance.dueDate).toBe(addMonths(balance.purchasedOn, 24));
  });

  it('reads an old card of 12 digits', async () => {
    const balance = GiftCardBalanceSchema.parse((await check('4000 1234 5678')).json());
    expect(balance).toMatchObject({ kind: 'old', residualAmount: 80.25, initialAmount: 100 });
  });

  it('says when a card has expired', async () => {
    const balance = GiftCardBalanceSchema.parse((await check('(21)8033120000055501234')).json());
    expect(balance.expired).toBe(true);
    expect(balance.dueDate < romeToday()).toBe(true);
  });

  it('answers an unknown card with the SPEC message', async () => {
    const response = await check('(21)1111222233334444555');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(GIFT_CARD_READ_ERROR);
  });

  it.each([
    ['18 digits', '803312000001234567'],
    ['20 digits', '80331200000123456789'],
    ['13 digits', '4000123456789'],
    ['letters', '(21)80331200000123456AB'],
    ['another prefix', '(22)8033120000012345678'],
    ['a number, not a string', 400012345678],
    ['nothing', ''],
  ])('refuses %s with a 400', async (_case, cardNumber) => {
    const response = await check(cardNumber);
    expect(response.statusCode).toBe(400);
    if (typeof cardNumber === 'string' && cardNumber)
      expect(response.json().issues).toEqual([
        { path: 'cardNumber', message: GIFT_CARD_FORMAT_ERROR },
      ]);
  });

  it('needs the CSRF token', async () => {
    const browser = await visitor(server);
    const response = await browser.request(
      'POST',
      '/api/gift-card/balance',
      { cardNumber: '400012345678' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe.each(testDatabases())('gift card rate limit on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url, { GIFT_CARD_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => server?.close());

  it('slows down whoever tries many card numbers', async () => {
    const browser = await visitor(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await browser.request('POST', '/api/gift-card/balance', {
        cardNumber: `(21)11112222333344445${String(attempt).padStart(2, '0')}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});

describe.each(testDatabases())('municipal voucher requests on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  /** Rho's request with the province in lower case and a note. */
  const REQUEST = {
    ...RHO_VOUCHER_REQUEST,
    province: 'mi',
    notes: 'Consegna delle carte entro fine mese.',
  };

  it('stores a valid request and answers its reference', async () => {
    const response = await (
      await visitor(server)
    ).request('POST', '/api/virtual-card/voucher-requests', REQUEST);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      reference: expect.stringMatching(/^BS-\d{4}-\d{6}$/),
      totalAmount: 6000,
      storeName: 'Iper Arese',
    });
    const stored = await server.database.db
      .selectFrom('voucher_requests')
      .selectAll()
      .where('municipality', '=', 'Rho')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      province: 'MI',
      entity_tax_code: '00893240150',
      beneficiaries: 120,
      amount_per_beneficiary: 50,
    });
  });

  it.each([
    ['the privacy notice not accepted', { privacy: false }, 'privacy'],
    ['a tax code of 10 digits', { entityTaxCode: '0089324015' }, 'entityTaxCode'],
    ['a province that is not a sigla', { province: 'Milano' }, 'province'],
    ['no beneficiaries', { beneficiaries: 0 }, 'beneficiaries'],
    ['too much per beneficiary', { amountPerBeneficiary: 5000 }, 'amountPerBeneficiary'],
    ['a bad email', { email: 'comune.rho' }, 'email'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const response = await (
      await visitor(server)
    ).request('POST', '/api/virtual-card/voucher-requests', { ...REQUEST, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it('refuses an unknown store and stores nothing', async () => {
    const response = await (
      await visitor(server)
    ).request('POST', '/api/virtual-card/voucher-requests', {
      ...REQUEST,
      municipality: 'Lainate',
      storeId: '09999',
    });
    expect(response.statusCode).toBe(400);
    expect(
      await server.database.db
        .selectFrom('voucher_requests')
        .selectAll()
        .where('municipality', '=', 'Lainate')
        .execute(),
    ).toEqual([]);
  });

  it('needs the CSRF token', async () => {
    const response = await (
      await visitor(server)
    ).request('POST', '/api/virtual-card/voucher-requests', REQUEST, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});
