import { MARIO_IDENTITY } from '@iper/contracts/src/testing/account-info.fixture';
import { ANNA_NERI_SUBSCRIPTION } from '@iper/contracts/src/testing/card-subscription.fixture';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';
import { DEMO_CARDS } from './account.seed';

const MARIO_DATA = {
  ...MARIO_IDENTITY,
  cf: 'rssmra80e12f205l',
  phoneNumber: '+39 347 000 1111',
  dug: 'Corso',
  address: 'Buenos Aires',
  houseNumber: '33',
  zipCode: '20124',
  city: 'Milano',
  province: 'mi',
  country: 'IT',
};

async function signedIn(server: TestServer, email: string): Promise<TestBrowser> {
  const browser = await new TestBrowser(server.app).open();
  const login = await browser.login(email, DEMO_PASSWORD);
  if (login.statusCode !== 200) throw new Error(`login of ${email} failed: ${login.body}`);
  return browser;
}

describe.each(testDatabases())('account on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  describe('personal data', () => {
    it('saves valid personal data and answers the updated account info', async () => {
      const browser = await signedIn(server, 'mario.rossi@example.it');
      const response = await browser.request('PUT', '/api/account/personal-data', MARIO_DATA);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        profile: { firstName: 'Mario', lastName: 'Rossi' },
        data: { cf: 'RSSMRA80E12F205L' },
        address: {
          dug: 'Corso',
          street: 'Buenos Aires',
          houseNumber: '33',
          zipCode: '20124',
          province: 'MI',
        },
        phones: [{ number: '+39 347 000 1111' }],
      });
    });

    it("refuses a tax code that does not belong to the person with 'Codice fiscale non valido'", async () => {
      const browser = await signedIn(server, 'mario.rossi@example.it');
      const response = await browser.request('PUT', '/api/account/personal-data', {
        ...MARIO_DATA,
        birthYear: 1981,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'cf', message: 'Codice fiscale non valido' },
      ]);
      const info = (await browser.request('GET', '/api/account/info')).json();
      expect(info.profile.birthYear).toBe(1980);
    });

    it('needs the privacy notice read to save the consents', async () => {
      const browser = await signedIn(server, 'chiara.colombo@example.it');
      const refused = await browser.request('PUT', '/api/account/consents', {
        privacy: false,
        marketing: true,
        profiling: false,
        thirdParty: false,
      });
      expect(refused.statusCode).toBe(400);
      const saved = await browser.request('PUT', '/api/account/consents', {
        privacy: true,
        marketing: true,
        profiling: true,
        thirdParty: false,
      });
      expect(saved.json().preferences).toEqual({
        privacy: true,
        marketing: true,
        profiling: true,
        thirdParty: false,
        receipt: false,
      });
    });

    it('saves the profiling answers and refuses answers that are not offered', async () => {
      const browser = await signedIn(server, 'chiara.colombo@example.it');
      const saved = await browser.request('PUT', '/api/account/profiling', {
        householdSize: '2',
        interests: ['bio', 'vino'],
        pets: ['gatto'],
      });
      expect(saved.json().profiling).toEqual({
        householdSize: '2',
        interests: ['bio', 'vino'],
        pets: ['gatto'],
      });
      expect(
        (await browser.request('PUT', '/api/account/profiling', { interests: ['caccia'] }))
          .statusCode,
      ).toBe(400);
    });

    it('sets the favourite store among the stores of the chain only', async () => {
      const browser = await signedIn(server, 'chiara.colombo@example.it');
      const saved = await browser.request('PUT', '/api/account/favourite-store', {
        storeId: '00104',
      });
      expect(saved.json().data.storeId).toBe('00104');
      expect(
        (await browser.request('PUT', '/api/account/favourite-store', { storeId: '99999' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('loyalty card', () => {
    it('answers the card data with the target of 200', async () => {
      const browser = await signedIn(server, 'luca.verdi@example.it');
      const response = await browser.request('GET', '/api/account/card');
      expect(response.json()).toEqual({
        type: 'base',
        number: '048812345694',
        currentAmount: 230,
        targetAmount: 200,
        isOld: false,
        canUpgrade: true,
        color: null,
      });
    });

    it('answers 404 to an account without a card', async () => {
      const browser = await signedIn(server, 'chiara.colombo@example.it');
      expect((await browser.request('GET', '/api/account/card')).statusCode).toBe(404);
    });
  });

  describe('shopping list', () => {
    it('adds, checks and removes items, and empties the list', async () => {
      const browser = await signedIn(server, 'giulia.bianchi@example.it');
      const added = await browser.request('POST', '/api/account/shopping-list/items', {
        label: 'Lenticchie rosse',
      });
      expect(added.statusCode).toBe(201);
      const item = added.json();
      expect(item).toMatchObject({
        label: 'Lenticchie rosse',
        checked: false,
        promotionEndsOn: null,
      });
      const checked = await browser.request(
        'PATCH',
        `/api/account/shopping-list/items/${item.id}`,
        { checked: true },
      );
      expect(checked.json().checked).toBe(true);
      await browser.request('POST', '/api/account/shopping-list/items', {
        label: 'Tofu',
        promotionEndsOn: '2020-01-31',
      });
      expect(
        (await browser.request('GET', '/api/account/shopping-list')).json().items,
      ).toHaveLength(2);
      expect(
        (await browser.request('DELETE', `/api/account/shopping-list/items/${item.id}`)).statusCode,
      ).toBe(204);
      expect(
        (await browser.request('DELETE', `/api/account/shopping-list/items/${item.id}`)).statusCode,
      ).toBe(404);
      expect((await browser.request('DELETE', '/api/account/shopping-list/items')).statusCode).toBe(
        204,
      );
      expect((await browser.request('GET', '/api/account/shopping-list')).json().items).toEqual([]);
    });

    it('adds an item once per Idempotency-Key: the same addition sent again gives back the same item', async () => {
      const browser = await signedIn(server, 'chiara.colombo@example.it');
      const before = (await browser.request('GET', '/api/account/shopping-list')).json().items;
      const key = { headers: { 'idempotency-key': 'b7a1c2d3-e4f5-4a6b-8c9d-0e1f2a3b4c5d' } };
      const first = await browser.request(
        'POST',
        '/api/account/shopping-list/items',
        { label: 'Caffè in grani' },
        key,
      );
      const again = await browser.request(
        'POST',
        '/api/account/shopping-list/items',
        { label: 'Caffè in grani' },
        key,
      );
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const after = (await browser.request('GET', '/api/account/shopping-list')).json().items;
      expect(after).toHaveLength(before.length + 1);
      // Ticking is a value, not a toggle: sent twice, the item is ticked once.
      for (let round = 0; round < 2; round += 1)
        await browser.request('PATCH', `/api/account/shopping-list/items/${first.json().id}`, {
          checked: true,
        });
      const ticked = (await browser.request('GET', '/api/account/shopping-list')).json().items;
      expect(ticked.filter((item: { label: string }) => item.label === 'Caffè in grani')).toEqual([
        { ...first.json(), checked: true },
      ]);
      // Another customer's key is theirs alone.
      const other = await signedIn(server, 'giulia.bianchi@example.it');
      const theirs = await other.request(
        'POST',
        '/api/account/shopping-list/items',
        { label: 'Tè' },
        key,
      );
      expect(theirs.statusCode).toBe(201);
      await other.request('DELETE', `/api/account/shopping-list/items/${theirs.json().id}`);
      expect(
        (
          await browser.request(
            'POST',
            '/api/account/shopping-list/items',
            { label: 'Tè' },
            { headers: { 'idempotency-key': 'no spaces!' } },
          )
        ).json(),
      ).toMatchObject({ statusCode: 400, message: expect.stringContaining('Idempotency-Key') });
    });

    it("keeps the seeded expired promotion item with its end date, for 'Dalle promozioni precedenti'", async () => {
      const browser = await signedIn(server, 'mario.rossi@example.it');
      const items = (await browser.request('GET', '/api/account/shopping-list')).json().items;
      const olive = items.find(
        (item: { label: string }) => item.label === 'Olio extravergine di oliva 1 l',
      );
      expect(olive.promotionEndsOn < new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it("merges a guest's list at login without duplicating labels", async () => {
      const browser = await signedIn(server, 'luca.verdi@example.it');
      await browser.request('POST', '/api/account/shopping-list/items', { label: 'Polenta' });
      const merged = await browser.request('POST', '/api/account/shopping-list/merge', {
        items: [
          { label: 'polenta', checked: false },
          { label: 'Taleggio DOP', checked: true },
          { label: 'Taleggio DOP', checked: false },
        ],
      });
      expect(
        merged
          .json()
          .items.map((item: { label: string; checked: boolean }) => [item.label, item.checked]),
      ).toEqual([
        ['Polenta', false],
        ['Taleggio DOP', true],
      ]);
    });

    it('refuses an empty label', async () => {
      const browser = await signedIn(server, 'luca.verdi@example.it');
      expect(
        (await browser.request('POST', '/api/account/shopping-list/items', { label: '   ' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('digital receipts', () => {
    it('lists the receipts newest first with the digital-only setting', async () => {
      const browser = await signedIn(server, 'mario.rossi@example.it');
      const response = (await browser.request('GET', '/api/account/receipts')).json();
      expect(response.digitalOnly).toBe(false);
      expect(response.receipts.map((receipt: { number: string }) => receipt.number)).toEqual([
        '0102-2411-0457',
        '0102-2411-0311',
        '0101-2410-1189',
        '0104-2410-0872',
      ]);
      expect(response.receipts[0]).toMatchObject({
        storeName: 'Iper Milano Portello',
        isFavourite: true,
        itemsCount: 5,
      });
    });

    it('shows a receipt with its lines and totals', async () => {
      const browser = await signedIn(server, 'mario.rossi@example.it');
      const receipt = (await browser.request('GET', '/api/account/receipts/rc-mario-0002')).json();
      expect(receipt.lines).toHaveLength(4);
      expect(receipt.lines[0]).toEqual({
        description: 'Pasta di semola spaghetti 1 kg',
        quantity: 2,
        unitPrice: 1.49,
        amount: 2.98,
      });
      expect(receipt).toMatchObject({
        subtotal: 20.43,
        discount: 0,
        total: 20.43,
        pointsEarned: 20,
        paymentMethod: 'Bancomat',
      });
    });

    it('keeps the favourite flag and the digital-only choice', async () => {
      const browser = await signedIn(server, 'mario.rossi@example.it');
      const favourite = await browser.request(
        'PUT',
        '/api/account/receipts/rc-mario-0003/favourite',
        { favourite: true },
      );
      expect(favourite.json()).toMatchObject({ id: 'rc-mario-0003', isFavourite: true });
      expect(
        (
          await browser.request('PUT', '/api/account/receipts/digital-only', { enabled: true })
        ).json(),
      ).toEqual({ digitalOnly: true });
      const list = (await browser.request('GET', '/api/account/receipts')).json();
      expect(list.digitalOnly).toBe(true);
      expect(
        list.receipts.find((receipt: { id: string }) => receipt.id === 'rc-mario-0003').isFavourite,
      ).toBe(true);
      expect((await browser.request('GET', '/api/account/info')).json().preferences.receipt).toBe(
        true,
      );
      await browser.request('PUT', '/api/account/receipts/digital-only', { enabled: false });
    });
  });

  describe('registration card check', () => {
    it.each([
      ['found', DEMO_CARDS.found.number, DEMO_CARDS.found.surname],
      ['found', `0${DEMO_CARDS.found.number}`, 'NERI'],
      ['blocked', DEMO_CARDS.blocked.number, DEMO_CARDS.blocked.surname],
      [
        'already_registered',
        DEMO_CARDS.alreadyRegistered.number,
        DEMO_CARDS.alreadyRegistered.surname,
      ],
      ['not_found', '049999999999', 'Neri'],
      ['not_found', DEMO_CARDS.found.number, 'Bianchi'],
    ])('answers %s for card %s and surname %s', async (outcome, cardNumber, surname) => {
      const browser = await new TestBrowser(server.app).open();
      const response = await browser.request('POST', '/api/advantage-card/check', {
        cardNumber,
        surname,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe(outcome);
    });

    it('refuses a card number that is not 12 digits', async () => {
      const browser = await new TestBrowser(server.app).open();
      expect(
        (
          await browser.request('POST', '/api/advantage-card/check', {
            cardNumber: '12345',
            surname: 'Neri',
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('subscription', () => {
    async function registered(email: string, name: string, lastName: string) {
      const browser = await new TestBrowser(server.app).open();
      const response = await browser.request('POST', '/api/identity/register', {
        email,
        password: 'Registrata-2026',
        name,
        lastName,
      });
      return { browser, uid: response.json().uid as string };
    }

    function payload(uid: string, email: string, extra: Record<string, unknown> = {}) {
      return { ...ANNA_NERI_SUBSCRIPTION, uid, email, ...extra };
    }

    it('gives a new customer a new digital card', async () => {
      const { browser, uid } = await registered('anna.nuova@example.it', 'Anna', 'Neri');
      const response = await browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(uid, 'anna.nuova@example.it'),
      );
      expect(response.json()).toEqual({
        errorCode: '0',
        cardNumber: expect.stringMatching(/^04\d{10}$/),
        cardType: 'base',
      });
      const info = (await browser.request('GET', '/api/account/info')).json();
      expect(info.data).toMatchObject({
        cardNumber: response.json().cardNumber,
        cardType: 'base',
        storeId: '00101',
        cf: 'NRENNA90L54F205L',
      });
      expect(info.preferences).toMatchObject({ privacy: true, marketing: true });
      const again = await browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(uid, 'anna.nuova@example.it'),
      );
      expect(again.json()).toEqual({
        errorCode: '4',
        errorMessage: 'Il tuo account ha già una Carta Vantaggi.',
      });
      const welcome = await server.database.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('to_address', '=', 'anna.nuova@example.it')
        .execute();
      expect(welcome).toEqual([{ kind: 'welcome' }]);
    });

    it('ties an existing card found by the check to the new account, once', async () => {
      const check = await (
        await new TestBrowser(server.app).open()
      ).request('POST', '/api/advantage-card/check', {
        cardNumber: DEMO_CARDS.found.number,
        surname: DEMO_CARDS.found.surname,
      });
      const { salesforceId } = check.json();
      const first = await registered('anna.neri@example.it', 'Anna', 'Neri');
      const response = await first.browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(first.uid, 'anna.neri@example.it', { salesforceId }),
      );
      expect(response.json()).toEqual({
        errorCode: '0',
        cardNumber: DEMO_CARDS.found.number,
        cardType: 'base',
      });

      const second = await registered('anna.neri.bis@example.it', 'Anna', 'Neri');
      const taken = await second.browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(second.uid, 'anna.neri.bis@example.it', { salesforceId }),
      );
      expect(taken.json().errorCode).toBe('3');
      const recheck = await second.browser.request('POST', '/api/advantage-card/check', {
        cardNumber: DEMO_CARDS.found.number,
        surname: 'Neri',
      });
      expect(recheck.json().outcome).toBe('already_registered');
    });

    it('refuses a blocked card and one whose surname does not match', async () => {
      const blocked = await registered('paolo.gialli@example.it', 'Paolo', 'Gialli');
      const gialli = {
        name: 'Paolo',
        lastName: 'Gialli',
        gender: 'm',
        cf: 'GLLPLA69A30D969Z',
        birthDay: 30,
        birthMonth: 1,
        birthYear: 1969,
        salesforceId: '0031x00000PaoloGll',
      };
      const refused = await blocked.browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(blocked.uid, 'paolo.gialli@example.it', gialli),
      );
      expect(refused.json().errorCode).toBe('2');
      const wrongSurname = await blocked.browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(blocked.uid, 'paolo.gialli@example.it', {
          ...gialli,
          salesforceId: '0031x00000FrancEsp',
        }),
      );
      expect(wrongSurname.json().errorCode).toBe('1');
    });

    it('refuses a payload with a wrong tax code, without privacy, or for another uid', async () => {
      const { browser, uid } = await registered('tre.rifiuti@example.it', 'Anna', 'Neri');
      const wrongCf = await browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(uid, 'tre.rifiuti@example.it', { cf: 'NRENNA90L54F205X' }),
      );
      expect(wrongCf.statusCode).toBe(400);
      expect(wrongCf.json().issues).toEqual([{ path: 'cf', message: 'Codice fiscale non valido' }]);
      const noPrivacy = await browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload(uid, 'tre.rifiuti@example.it', { privacy: false }),
      );
      expect(noPrivacy.statusCode).toBe(400);
      const otherUid = await browser.request(
        'POST',
        '/api/advantage-card/subscribe',
        payload('demo-chiara-colombo', 'tre.rifiuti@example.it'),
      );
      expect(otherUid.statusCode).toBe(403);
      expect((await browser.request('GET', '/api/account/card')).statusCode).toBe(404);
    });
  });
});
