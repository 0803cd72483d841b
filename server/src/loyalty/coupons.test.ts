import { COUPON_LIMIT_MESSAGE, CouponsResponseSchema } from '@iper/contracts';
import { testDatabases, type TestServer } from '../testing/test-server';
import type { TestBrowser } from '../identity/test-browser';
import { LOYALTY_DEMO_USERS } from './loyalty.seed';
import { signedIn, startLoyaltyTestServer, visitor } from './testing';

const MARIO = 'mario.rossi@example.it';

async function couponsOf(browser: TestBrowser, storeId?: string) {
  const response = await browser.request(
    'GET',
    `/api/coupons${storeId ? `?storeId=${storeId}` : ''}`,
  );
  expect(response.statusCode).toBe(200);
  return CouponsResponseSchema.parse(response.json());
}

async function savedRows(server: TestServer, userId: string) {
  return server.database.db
    .selectFrom('saved_coupons')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

describe.each(testDatabases('both'))('coupons API on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  describe('the list', () => {
    it('asks a visitor to log in', async () => {
      expect((await (await visitor(server)).request('GET', '/api/coupons')).statusCode).toBe(401);
    });

    it("lists the coupons of the selected store, with the customer's own chosen ones", async () => {
      const list = await couponsOf(await signedIn(server, MARIO), '00102');
      const ids = list.coupons.map((coupon) => coupon.id);
      expect(list).toMatchObject({ storeId: '00102', savedMax: 10 });
      expect(ids).toEqual(
        expect.arrayContaining([
          'prosciutto-parma',
          'crocchette-cane',
          'biscotti-frollini',
          'parmigiano-reggiano-24-mesi',
        ]),
      );
      // Only in the Bergamo stores; chosen for other customers; expired; not started yet.
      for (const hidden of [
        'valcalepio-rosso',
        'tofu-biologico',
        'passata-pomodoro',
        'colomba-classica',
        'uova-allevate-a-terra',
      ]) {
        expect(ids).not.toContain(hidden);
      }
      expect(list.coupons.find((coupon) => coupon.id === 'crocchette-cane')).toMatchObject({
        chosenForYou: true,
        saved: true,
      });
      expect(list.coupons.find((coupon) => coupon.id === 'prosciutto-parma')?.storeIds).toEqual([
        '00101',
        '00102',
      ]);
    });

    it('lists the coupons of every store when none is selected', async () => {
      const ids = (await couponsOf(await signedIn(server, MARIO))).coupons.map(
        (coupon) => coupon.id,
      );
      expect(ids).toEqual(expect.arrayContaining(['valcalepio-rosso', 'prosciutto-parma']));
    });

    it('sorts the list by expiry, the closest first', async () => {
      const list = await couponsOf(await signedIn(server, MARIO));
      const dates = list.coupons.map((coupon) => coupon.expiresOn);
      expect(dates).toEqual([...dates].sort());
      expect(list.coupons[0]!.expiresOn >= list.today).toBe(true);
    });

    it('does not count an expired saved coupon', async () => {
      // Mario saved three coupons; one of them has expired.
      expect((await couponsOf(await signedIn(server, MARIO))).savedCount).toBe(2);
    });

    it('refuses a malformed store with a 400', async () => {
      const browser = await signedIn(server, MARIO);
      expect((await browser.request('GET', '/api/coupons?storeId=arese')).statusCode).toBe(400);
    });
  });

  describe('saving', () => {
    it('saves and unsaves a coupon', async () => {
      const browser = await signedIn(server, 'giulia.bianchi@example.it');
      const saved = await browser.request('PUT', '/api/coupons/saved/gelato-vaniglia');
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ couponId: 'gelato-vaniglia', saved: true, savedCount: 2 });
      expect(
        (await couponsOf(browser)).coupons.find((coupon) => coupon.id === 'gelato-vaniglia')?.saved,
      ).toBe(true);
      const removed = await browser.request('DELETE', '/api/coupons/saved/gelato-vaniglia');
      expect(removed.json()).toEqual({ couponId: 'gelato-vaniglia', saved: false, savedCount: 1 });
    });

    it('removes the expired coupons from the saved ones at the next save', async () => {
      const browser = await signedIn(server, MARIO);
      await browser.request('PUT', '/api/coupons/saved/mele-golden');
      const ids = (await savedRows(server, 'demo-mario-rossi')).map((row) => row.coupon_id);
      expect(ids).not.toContain('passata-pomodoro');
      expect(ids).toContain('mele-golden');
    });

    it.each([
      ['an unknown coupon', 'non-esiste', 404],
      ['a coupon chosen for another customer', 'tofu-biologico', 404],
      ['an expired coupon', 'colomba-classica', 404],
      ['a malformed id', 'Gelato%20Vaniglia', 400],
    ])('refuses %s', async (_case, id, status) => {
      const browser = await signedIn(server, MARIO);
      expect((await browser.request('PUT', `/api/coupons/saved/${id}`)).statusCode).toBe(status);
    });

    it('needs the CSRF token and a login', async () => {
      const browser = await signedIn(server, MARIO);
      expect(
        (
          await browser.request('PUT', '/api/coupons/saved/gelato-vaniglia', undefined, {
            csrf: false,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await (await visitor(server)).request('PUT', '/api/coupons/saved/gelato-vaniglia'))
          .statusCode,
      ).toBe(401);
    });

    it(`refuses the eleventh coupon with '${COUPON_LIMIT_MESSAGE}'`, async () => {
      const { email, id } = LOYALTY_DEMO_USERS.coupons;
      const browser = await signedIn(server, email);
      const available = (await couponsOf(browser, '00101')).coupons.map((coupon) => coupon.id);
      expect(available.length).toBeGreaterThanOrEqual(11);
      for (const coupon of available.slice(0, 10)) {
        expect((await browser.request('PUT', `/api/coupons/saved/${coupon}`)).statusCode).toBe(200);
      }
      const eleventh = await browser.request('PUT', `/api/coupons/saved/${available[10]}`);
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json()).toMatchObject({ statusCode: 409, message: COUPON_LIMIT_MESSAGE });
      // Saving one already saved is still fine (a repeated click), and changes nothing.
      expect(
        (await browser.request('PUT', `/api/coupons/saved/${available[0]}`)).json(),
      ).toMatchObject({ saved: true, savedCount: 10 });
      expect(await savedRows(server, id)).toHaveLength(10);

      // After unsaving one, there is room again.
      await browser.request('DELETE', `/api/coupons/saved/${available[0]}`);
      expect((await browser.request('PUT', `/api/coupons/saved/${available[10]}`)).statusCode).toBe(
        200,
      );
    });

    it('deletes every saved coupon at once', async () => {
      const { email, id } = LOYALTY_DEMO_USERS.coupons;
      const browser = await signedIn(server, email);
      const response = await browser.request('DELETE', '/api/coupons/saved');
      expect(response.json()).toEqual({ removed: 10, savedCount: 0 });
      expect(await savedRows(server, id)).toHaveLength(0);
    });
  });

  describe('parallel clicks', () => {
    it('never saves the same coupon twice when twenty saves arrive at once', async () => {
      const { email, id } = LOYALTY_DEMO_USERS.upgrade;
      const browser = await signedIn(server, email);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          browser.request('PUT', '/api/coupons/saved/caffe-qualita-oro'),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(
        Array.from({ length: 20 }, () => 200),
      );
      expect(responses.every((response) => response.json().savedCount === 1)).toBe(true);
      expect(await savedRows(server, id)).toHaveLength(1);
    });

    it('saves at most ten when eleven different coupons are saved at once', async () => {
      const { email, id } = LOYALTY_DEMO_USERS.blockedUpgrade;
      const browser = await signedIn(server, email);
      const available = (await couponsOf(browser)).coupons.map((coupon) => coupon.id).slice(0, 11);
      expect(available).toHaveLength(11);
      const responses = await Promise.all(
        available.map((coupon) => browser.request('PUT', `/api/coupons/saved/${coupon}`)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array.from({ length: 10 }, () => 200), 409]);
      expect(await savedRows(server, id)).toHaveLength(10);
    });

    it('holds the limit when twenty saves of eleven coupons arrive at once', async () => {
      const browser = await signedIn(server, 'luca.verdi@example.it');
      const available = (await couponsOf(browser)).coupons.map((coupon) => coupon.id).slice(0, 11);
      const requests = Array.from(
        { length: 20 },
        (_, index) => available[index % available.length]!,
      );
      const responses = await Promise.all(
        requests.map((coupon) => browser.request('PUT', `/api/coupons/saved/${coupon}`)),
      );
      expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
      const rows = await savedRows(server, 'demo-luca-verdi');
      expect(rows).toHaveLength(10);
      expect(new Set(rows.map((row) => row.coupon_id)).size).toBe(10);
    });
  });
});
