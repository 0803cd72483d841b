import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

describe.each(testDatabases())('feedback on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  const send = (payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: payload as Record<string, unknown>,
    });

  it('stores a visitor note with the page it was written on', async () => {
    const response = await send({
      message: 'Il volantino non si apre dal telefono',
      page: '/volantino',
      email: '',
    });
    expect(response.statusCode).toBe(201);
    const rows = await server.database.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        page: '/volantino',
        email: null,
        message: 'Il volantino non si apre dal telefono',
      }),
    ]);
  });

  it('refuses a note too short, a bad email or an unknown field, storing nothing', async () => {
    const before = await server.database.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const payload of [
      { message: 'corto', page: '/' },
      { message: 'Messaggio abbastanza lungo', page: '/', email: 'non-una-email' },
      { message: 'Messaggio abbastanza lungo', page: '/', admin: true },
      { message: 'Messaggio abbastanza lungo', page: 'https://evil.example' },
    ]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
    }
    const after = await server.database.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});
