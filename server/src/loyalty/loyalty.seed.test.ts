import { testDatabases, type TestServer } from '../testing/test-server';
import { seedLoyalty } from './loyalty.seed';
import { signedIn, startLoyaltyTestServer } from './testing';

const TABLES = [
  'auth_users',
  'advantage_cards',
  'advantage_card_vaults',
  'coupons',
  'coupon_stores',
  'coupon_targets',
  'saved_coupons',
  'gift_cards',
] as const;

describe.each(testDatabases('both'))('loyalty demo data on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  const counts = () =>
    Promise.all(
      TABLES.map(async (table) =>
        Number(
          (
            await server.database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  it('lets the loyalty demo customers log in with the demo password', async () => {
    for (const email of [
      'sara.ferrari@example.it',
      'davide.russo@example.it',
      'elena.ricci@example.it',
      'marco.conti@example.it',
    ]) {
      await expect(signedIn(server, email)).resolves.toBeDefined();
    }
  });

  it('seeds idempotently, even after a card was upgraded to a new number', async () => {
    const browser = await signedIn(server, 'sara.ferrari@example.it');
    expect(
      (
        await browser.request('POST', '/api/advantage-card/upgrade', { cardNumber: '027700123456' })
      ).json(),
    ).toMatchObject({ errorCode: '0' });
    const before = await counts();
    await server.database.db.transaction().execute((trx) => seedLoyalty(trx));
    expect(await counts()).toEqual(before);
    const cards = await server.database.db
      .selectFrom('advantage_cards')
      .select('number')
      .where('user_id', '=', 'demo-sara-ferrari')
      .execute();
    expect(cards).toHaveLength(1);
  });
});
