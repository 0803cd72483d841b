import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startTestServer,
  testDatabases,
  type TestServer,
  singleTestDatabase,
} from '../testing/test-server';
import { buildInfo, readBuildInfo } from './build-info';

const serverPackage = JSON.parse(
  readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
) as { version: string };

describe.each(testDatabases())('health endpoints on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  it('names the server’s version and commit, and every dependency, on /api/health', async () => {
    const response = await server.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      version: serverPackage.version,
      commit: buildInfo().commit,
      database: {
        status: 'up',
        driver: url ? 'postgres' : 'pglite',
        version: expect.stringMatching(/^PostgreSQL \d+/),
        migration: expect.stringMatching(/^\d{4}-/),
      },
      redis: { status: 'none' },
      storage: { kind: 'local', status: 'up' },
    });
  });

  it('is live whatever the dependencies, and ready until it drains', async () => {
    expect((await server.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    expect((await server.app.inject('/api/health/ready')).statusCode).toBe(200);
    server.app.draining = true;
    try {
      const ready = await server.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('draining');
      expect((await server.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      server.app.draining = false;
    }
  });
});

describe('health with the uploads storage unusable', () => {
  let server: TestServer;
  let dir: string;
  const previous = process.env.UPLOADS_DIR;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'iper-health-'));
    // A file where the uploads folder should be: nothing can be written there.
    writeFileSync(path.join(dir, 'uploads'), 'not a folder');
    process.env.UPLOADS_DIR = path.join(dir, 'uploads');
    server = await startTestServer(singleTestDatabase());
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previous;
  });

  it('reports the storage down (503 for monitoring) but stays ready: pages and reads still work', async () => {
    const health = await server.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      storage: { kind: 'local', status: 'down' },
    });
    const ready = await server.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('degraded');
  });
});

describe('build information', () => {
  it('takes the commit from GIT_COMMIT when it is one, else from git, never failing', () => {
    expect(readBuildInfo({ GIT_COMMIT: 'ABCDEF1234567' })).toEqual({
      version: serverPackage.version,
      commit: 'abcdef1234567',
    });
    const fromGit = readBuildInfo({ GIT_COMMIT: 'not; a commit' });
    expect(fromGit.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });
});
