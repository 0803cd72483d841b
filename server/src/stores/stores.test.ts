import { StoresResponseSchema } from '@iper/contracts';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

describe.each(testDatabases())('stores API on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  it('lists the demo hypermarkets with seven days of hours each', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/stores-yext', payload: {} });
    expect(response.statusCode).toBe(200);
    const stores = StoresResponseSchema.parse(response.json());
    expect(stores.length).toBeGreaterThanOrEqual(25);
    expect(stores.find((store) => store.slug === 'iper-arese')).toMatchObject({
      nome: 'Iper Arese',
      provincia: 'MI',
      yext: expect.stringMatching(/^IPR\d{5}$/),
    });
  });

  it('narrows the list to a province', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/stores-yext', payload: { provincia: 'bg' } });
    const stores = StoresResponseSchema.parse(response.json());
    expect(stores.map((store) => store.provincia)).toEqual(stores.map(() => 'BG'));
    expect(stores.length).toBeGreaterThan(0);
  });

  it('answers an empty body like an empty filter', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/stores-yext' });
    expect(response.json()).toHaveLength(27);
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown filter with a 400 naming the field', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/stores-yext', payload: { provincia: 'Milano' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, issues: [expect.objectContaining({ path: 'provincia' })] });
  });

  it('seeds idempotently: seeding again adds no store', async () => {
    const { seedDemoData } = await import('../db/seed');
    const before = await server.database.db.selectFrom('stores').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await seedDemoData(server.database.db);
    const after = await server.database.db.selectFrom('stores').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
