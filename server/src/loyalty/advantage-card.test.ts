import { LoyaltyCardSchema, UPGRADE_ERROR_CODES, UpgradeResponseSchema } from '@iper/contracts';
import { testDatabases, type TestServer } from '../testing/test-server';
import { LOYALTY_DEMO_USERS } from './loyalty.seed';
import { signedIn, startLoyaltyTestServer, visitor } from './testing';

const MARIO = { email: 'mario.rossi@example.it', card: '048812345670' };
const GIULIA = { email: 'giulia.bianchi@example.it', card: '048812345687' };
const LUCA = { email: 'luca.verdi@example.it', card: '048812345694' };

describe.each(testDatabases('both'))('Carta Vantaggi API on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  describe('GET /api/advantage-card/{type}/{number}', () => {
    it('answers the owner the current points as a number', async () => {
      const browser = await signedIn(server, MARIO.email);
      const response = await browser.request('GET', `/api/advantage-card/base/${MARIO.card}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(145);
    });

    it('accepts the number zero-padded to 13 digits', async () => {
      const browser = await signedIn(server, MARIO.email);
      expect((await browser.request('GET', `/api/advantage-card/base/0${MARIO.card}`)).json()).toBe(
        145,
      );
    });

    it.each([
      ['too short', 'base/12345'],
      ['letters', 'base/04881234567a'],
      ['14 digits', 'base/00488123456701'],
      ['13 digits not starting with 0', 'base/1048812345670'],
      ['an unknown card type', 'oro/048812345670'],
    ])('refuses %s with a 400', async (_case, path) => {
      const browser = await signedIn(server, MARIO.email);
      const response = await browser.request('GET', `/api/advantage-card/${path}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, issues: expect.any(Array) });
    });

    it('refuses a bad number with a 400 even to a visitor', async () => {
      const browser = await visitor(server);
      expect((await browser.request('GET', '/api/advantage-card/base/123')).statusCode).toBe(400);
    });

    it('asks a visitor to log in', async () => {
      const browser = await visitor(server);
      expect(
        (await browser.request('GET', `/api/advantage-card/base/${MARIO.card}`)).statusCode,
      ).toBe(401);
    });

    it("does not tell one customer another's points", async () => {
      const browser = await signedIn(server, GIULIA.email);
      expect(
        (await browser.request('GET', `/api/advantage-card/base/${MARIO.card}`)).statusCode,
      ).toBe(404);
    });

    it('does not answer for the wrong card type', async () => {
      const browser = await signedIn(server, MARIO.email);
      expect(
        (await browser.request('GET', `/api/advantage-card/piu/${MARIO.card}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('GET /api/advantage-card', () => {
    it('gives the owner the card with the target of 200 and the bonus salvadanaio', async () => {
      const browser = await signedIn(server, GIULIA.email);
      const card = LoyaltyCardSchema.parse(
        (await browser.request('GET', '/api/advantage-card')).json(),
      );
      expect(card).toMatchObject({
        type: 'piu',
        number: GIULIA.card,
        currentAmount: 312,
        targetAmount: 200,
        vaultBonus: 18.4,
        canUpgrade: false,
      });
    });

    it('answers 404 to a customer without a card', async () => {
      const browser = await signedIn(server, 'chiara.colombo@example.it');
      expect((await browser.request('GET', '/api/advantage-card')).statusCode).toBe(404);
    });
  });

  describe('POST /api/advantage-card/upgrade', () => {
    it('gives a physical base card a new digital Più card number (case 2)', async () => {
      const { email, card } = LOYALTY_DEMO_USERS.upgrade;
      const browser = await signedIn(server, email);
      const response = await browser.request('POST', '/api/advantage-card/upgrade', {
        cardNumber: `0${card}`,
      });
      expect(response.statusCode).toBe(200);
      const result = UpgradeResponseSchema.parse(response.json());
      expect(result).toMatchObject({ errorCode: '0', caseId: '2' });
      const newNumber = 'data' in result ? result.data.params.Numero_Carta_Vantaggi__c : '';
      expect(newNumber).toMatch(/^04\d{10}$/);
      expect(newNumber).not.toBe(card);

      const after = LoyaltyCardSchema.parse(
        (await browser.request('GET', '/api/advantage-card')).json(),
      );
      expect(after).toMatchObject({
        type: 'piu',
        number: newNumber,
        currentAmount: 236,
        canUpgrade: false,
      });
      const info = (await browser.request('GET', '/api/account/info')).json();
      expect(info.data).toMatchObject({
        cardNumber: newNumber,
        cardType: 'piu',
        canUpgradeToPlus: false,
      });

      const again = await browser.request('POST', '/api/advantage-card/upgrade', {
        cardNumber: newNumber,
      });
      expect(again.json()).toMatchObject({ errorCode: UPGRADE_ERROR_CODES.notBase });
    });

    it('keeps the number of a digital base card (case 5)', async () => {
      const browser = await signedIn(server, LUCA.email);
      const response = await browser.request('POST', '/api/advantage-card/upgrade', {
        cardNumber: LUCA.card,
      });
      expect(response.json()).toEqual({
        errorCode: '0',
        caseId: '5',
        data: { params: { Numero_Carta_Vantaggi__c: LUCA.card } },
      });
    });

    it('replaces an old card with a new digital one (case 6)', async () => {
      const { email, card } = LOYALTY_DEMO_USERS.coupons;
      const browser = await signedIn(server, email);
      const result = (
        await browser.request('POST', '/api/advantage-card/upgrade', { cardNumber: card })
      ).json();
      expect(result).toMatchObject({ errorCode: '0', caseId: '6' });
      expect(result.data.params.Numero_Carta_Vantaggi__c).toMatch(/^04\d{10}$/);
      const after = LoyaltyCardSchema.parse(
        (await browser.request('GET', '/api/advantage-card')).json(),
      );
      expect(after).toMatchObject({ type: 'piu', isOld: false });
    });

    it('refuses a blocked card with a non-zero errorCode', async () => {
      const { email, card } = LOYALTY_DEMO_USERS.blockedUpgrade;
      const browser = await signedIn(server, email);
      const response = await browser.request('POST', '/api/advantage-card/upgrade', {
        cardNumber: card,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        errorCode: UPGRADE_ERROR_CODES.blocked,
        errorMessage: expect.any(String),
      });
      expect(
        LoyaltyCardSchema.parse((await browser.request('GET', '/api/advantage-card')).json()).type,
      ).toBe('base');
    });

    it('refuses a base card whose spend has not reached the target', async () => {
      const browser = await signedIn(server, MARIO.email);
      const response = await browser.request('POST', '/api/advantage-card/upgrade', {
        cardNumber: MARIO.card,
      });
      expect(response.json()).toMatchObject({ errorCode: UPGRADE_ERROR_CODES.notEligible });
    });

    it("refuses someone else's card as if there were none", async () => {
      const browser = await signedIn(server, GIULIA.email);
      const response = await browser.request('POST', '/api/advantage-card/upgrade', {
        cardNumber: MARIO.card,
      });
      expect(response.json()).toMatchObject({ errorCode: UPGRADE_ERROR_CODES.noCard });
    });

    it.each([
      ['no body', undefined],
      ['a short number', { cardNumber: '1234' }],
      ['a number with letters', { cardNumber: '04881234567x' }],
      ['a wrong field', { card: MARIO.card }],
    ])('refuses %s with a 400', async (_case, body) => {
      const browser = await signedIn(server, MARIO.email);
      expect((await browser.request('POST', '/api/advantage-card/upgrade', body)).statusCode).toBe(
        400,
      );
    });

    it('needs a login and the CSRF token', async () => {
      const guest = await visitor(server);
      expect(
        (await guest.request('POST', '/api/advantage-card/upgrade', { cardNumber: MARIO.card }))
          .statusCode,
      ).toBe(401);
      const browser = await signedIn(server, MARIO.email);
      expect(
        (
          await browser.request(
            'POST',
            '/api/advantage-card/upgrade',
            { cardNumber: MARIO.card },
            { csrf: false },
          )
        ).statusCode,
      ).toBe(403);
    });
  });
});

describe.each(testDatabases('both'))('upgrade under repeated clicks on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  it('upgrades once when the button is pressed five times at once', async () => {
    const { email, card } = LOYALTY_DEMO_USERS.upgrade;
    const browser = await signedIn(server, email);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        browser.request('POST', '/api/advantage-card/upgrade', { cardNumber: card }),
      ),
    );
    const results = responses.map((response) => response.json());
    expect(results.filter((result) => result.errorCode === '0')).toHaveLength(1);
    const upgrades = await server.database.db
      .selectFrom('advantage_card_upgrades')
      .selectAll()
      .where('previous_number', '=', card)
      .execute();
    expect(upgrades).toHaveLength(1);
  });
});
