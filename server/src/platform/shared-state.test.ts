import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { seedDemoData } from '../db/seed';
import { FREE_FAILURES } from '../identity/credential-throttle';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';
import { redisServerAvailable, TestRedis } from '../testing/redis-server';
import { testDatabases } from '../testing/test-server';

/**
 * Two instances of the server on one database and one Redis, in this process: what one of them
 * does (end a session, count a login, invalidate a cache) holds on the other at once; and with
 * Redis gone the site keeps serving, refusing only what must not run uncounted.
 */
const describeWithRedis = redisServerAvailable
  ? describe.each(testDatabases('both'))
  : describe.skip.each(testDatabases('both'));

describeWithRedis('two instances sharing Redis, on $name', ({ url }) => {
  const redis = new TestRedis(3681 + (url ? 1 : 0));
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const previousEnv = { ...process.env };

  beforeAll(async () => {
    await redis.start();
    process.env.AUTH_RATE_LIMIT_MAX = '4';
    process.env.FORM_RATE_LIMIT_MAX = '1000';
    testDatabase = await openTestDatabase(url);
    database = testDatabase.handle;
    const migration = await migrateToLatest(database.db);
    await seedDemoData(database.db);
    const instance = () =>
      buildApp({
        config: readConfig({ ...process.env, LOG_LEVEL: 'silent', REDIS_URL: redis.url }),
        db: database.db,
        dbDriver: database.driver,
        dbMigration: migration,
        serveSite: false,
      });
    a = await instance();
    b = await instance();
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDatabase?.close();
    await redis.stop();
    process.env = previousEnv;
  });

  it('ends on the other instance at once a session ended through one', async () => {
    const onA = await new TestBrowser(a).open();
    expect((await onA.login('mario.rossi@example.it', DEMO_PASSWORD)).statusCode).toBe(200);
    const onB = new TestBrowser(b);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    // Twice on B: the second answer comes from B's session cache.
    expect((await onB.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect((await onB.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect((await onA.request('POST', '/api/identity/logout')).statusCode).toBe(200);
    expect((await onB.request('GET', '/api/account/info')).statusCode).toBe(401);
  });

  /** A login from `remoteAddress` with a browser's CSRF cookie and header (valid on every instance). */
  async function login(
    app: FastifyInstance,
    remoteAddress: string,
    email: string,
    password: string,
  ) {
    const browser = await new TestBrowser(app).open();
    const csrf = browser.cookies.get('iper.csrf') ?? '';
    return app.inject({
      method: 'POST',
      url: '/api/identity/login',
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': csrf },
      payload: { email, password },
      remoteAddress,
    });
  }

  it('counts the login limit of an address across instances', async () => {
    const remoteAddress = '203.0.113.7';
    const statuses: number[] = [];
    // A new account each time: only the per-address limit can say 429.
    for (const [attempt, app] of [a, b, a, b, a].entries()) {
      const email = `nessuno.${attempt}@example.it`;
      const response = await login(app, remoteAddress, email, 'Sbagliata-2026');
      statuses.push(response.statusCode);
    }
    // AUTH_RATE_LIMIT_MAX=4: the fifth attempt is refused, though each instance saw fewer.
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });

  it('makes an account wait after its free failures, whichever instance saw them', async () => {
    const email = 'chiara.colombo@example.it';
    // Each attempt from an address of its own: only the per-account throttle can refuse.
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) {
      const wrong = await login(
        failure % 2 ? a : b,
        `192.0.2.${failure + 1}`,
        email,
        'Sbagliata-1',
      );
      expect(wrong.statusCode).toBe(401);
    }
    const waiting = await login(a, '192.0.2.99', email, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/Troppi tentativi per questo account/);
  });

  it('drops a cached answer on the other instance when one invalidates its tag', async () => {
    const list = () => b.inject({ method: 'POST', url: '/api/stores-yext', payload: {} });
    expect((await list()).statusCode).toBe(200);
    expect(b.responseCache.size).toBeGreaterThan(0);
    a.responseCache.invalidate('stores');
    const until = Date.now() + 1000;
    while (b.responseCache.size > 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(b.responseCache.size).toBe(0);
  });

  it('keeps serving with Redis down: credential routes refuse in Italian, the rest runs, and all recovers', async () => {
    await redis.stop();
    const giulia = () => login(a, '198.51.100.20', 'giulia.bianchi@example.it', DEMO_PASSWORD);
    const refused = await giulia();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/momentaneamente non disponibile/);
    expect(refused.headers['retry-after']).toBe('30');
    const feedback = await a.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Il sito funziona anche così', page: '/' },
      remoteAddress: '198.51.100.20',
    });
    expect(feedback.statusCode).toBe(201);
    const ready = await a.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().redis.status).toBe('down');

    await redis.start();
    const until = Date.now() + 5000;
    while (a.shared.status() !== 'up' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await giulia()).statusCode).toBe(200);
  });
});
