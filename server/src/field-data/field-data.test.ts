import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FieldDataBeacon } from '@iper/contracts';
import type { InjectOptions } from 'fastify';
import { releaseFiles, shellManifest } from '../releases/release-fixtures';
import { writeShellDocument } from '../testing/shell-build';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { percentile } from './statistics';

const TOKEN = 'a-platform-admin-token-for-the-field-data-tests';
const AUTH = { authorization: `Bearer ${TOKEN}`, 'x-platform-actor': 'Giulia Loyalty' };
const BEACONS_PER_MINUTE = 400;

function beacon(version: string, changes: Partial<FieldDataBeacon> = {}): FieldDataBeacon {
  return {
    route: '/gift-card',
    remote: 'loyalty',
    shell: '1.0.0',
    remotes: [{ name: 'loyalty', version }],
    view: true,
    vitals: [],
    ...changes,
  };
}

describe.each(testDatabases('both'))('field data and canary verdicts on $name', ({ url }) => {
  let root: string;
  let server: TestServer;
  const inject = (options: InjectOptions) => server.app.inject(options);
  /** A beacon as navigator.sendBeacon sends a string: text/plain. */
  const send = (body: unknown, remoteAddress = '127.0.0.1') =>
    inject({
      method: 'POST',
      url: '/api/platform/field-data',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress,
    });
  const admin = (method: InjectOptions['method'], url: string, payload?: object) =>
    inject({ method, url, headers: AUTH, ...(payload ? { payload } : {}) });
  const samples = () => server.database.db.selectFrom('field_data_samples').selectAll().execute();
  const audits = (action: string) =>
    server.database.db
      .selectFrom('platform_audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const loyalty = async () =>
    (await admin('GET', '/api/platform/field-data'))
      .json()
      .remotes.find((entry: { remote: string }) => entry.remote === 'loyalty');

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'iper-field-data-'));
    const shell = path.join(root, 'shell');
    await mkdir(shell, { recursive: true });
    await writeShellDocument(shell);
    await writeFile(path.join(shell, 'mf-manifest.json'), JSON.stringify(shellManifest()));
    process.env.RELEASES_DIR = path.join(root, 'releases');
    server = await startTestServer(url, {
      SERVE_SITE: 'true',
      SSR: 'off',
      SHELL_DIST: shell,
      REMOTES_DIR: shell,
      REMOTES_LAYOUT: 'flat',
      PLATFORM_ADMIN_TOKEN: TOKEN,
      FIELD_DATA_RATE_LIMIT_MAX: String(BEACONS_PER_MINUTE),
      FIELD_DATA_SAMPLE_RATE: '0.5',
    });
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const published = await admin(
        'POST',
        `/api/platform/releases/loyalty/${version}`,
        releaseFiles('loyalty', version),
      );
      expect(published.statusCode).toBe(201);
    }
    expect(
      (await admin('PUT', '/api/platform/releases/loyalty/active', { version: '1.0.0' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    delete process.env.RELEASES_DIR;
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('tells the browser its sample rate in the public configuration of every page', async () => {
    const page = await inject({
      method: 'GET',
      url: '/gift-card',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('"fieldData":{"sampleRate":0.5}');
  });

  it('answers bad beacons with a 400 (or 413 for an oversized one), never a 500, and keeps nothing', async () => {
    const bad: unknown[] = [
      'not json',
      '{"route":',
      {},
      beacon('1.0.0', { route: 'gift-card' }),
      beacon('1.0.0', { vitals: [{ name: 'FID' as 'LCP', value: 10 }] }),
      beacon('1.0.0', { vitals: [{ name: 'LCP', value: -1 }] }),
      beacon('1.0.0', { vitals: [{ name: 'LCP', value: Number.MAX_SAFE_INTEGER }] }),
      beacon('1.0.0', {
        vitals: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
      beacon('1.0.0', { error: 'boom' as 'error' }),
      { ...beacon('1.0.0'), email: 'mario.rossi@example.it' },
      beacon('<script>', {}),
    ];
    for (const body of bad) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const huge = await send(beacon('1.0.0', { route: `/${'a'.repeat(5000)}` }));
    expect(huge.statusCode).toBe(413);
    expect(await samples()).toEqual([]);
  });

  it('keeps nothing for a version nobody runs, a page of the shell, or a remote running no release', async () => {
    for (const body of [
      beacon('9.9.9'),
      beacon('1.0.0', { remote: null }),
      beacon('1.0.0', { remote: 'careers', remotes: [{ name: 'loyalty', version: '1.0.0' }] }),
    ])
      expect((await send(body)).statusCode).toBe(204);
    expect(await samples()).toEqual([]);
  });

  it('holds an address to FIELD_DATA_RATE_LIMIT_MAX beacons a window (429 past it)', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= BEACONS_PER_MINUTE; sent += 1)
      statuses.push((await send(beacon('9.9.9'), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, BEACONS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await send(beacon('9.9.9'), '10.9.9.10')).statusCode).toBe(204);
  });

  it('aggregates page views, error rate and the p75 of each vital per version, as the statistics say', async () => {
    const lcp = [1800, 2100, 2100, 2600, 3900];
    for (const value of lcp)
      await send(
        beacon('1.0.0', {
          vitals: [
            { name: 'LCP', value },
            { name: 'CLS', value: 0.02 },
          ],
        }),
      );
    // A later beacon of the same page view: no page view more, its failure counted.
    await send(beacon('1.0.0', { view: false, error: 'chunk' }));
    const figures = (await loyalty()).versions[0];
    expect(figures).toMatchObject({
      version: '1.0.0',
      pageViews: 5,
      errors: 1,
      samples: { LCP: 5, CLS: 5 },
    });
    expect(figures.p75.LCP).toBeCloseTo(percentile(lcp, 0.75)!);
    expect(figures.p75.CLS).toBeCloseTo(0.02);
    const rows = await samples();
    expect(rows.find((row) => row.kind === 'error')).toMatchObject({
      remote: 'loyalty',
      version: '1.0.0',
      route: '/gift-card',
      detail: 'chunk',
    });
    await server.database.db.deleteFrom('field_data_samples').execute();
  });

  it('rolls back a canary whose error rate is worse by the z-test, once it has its minimum sample, and audits the verdict', async () => {
    expect(
      (
        await admin('PUT', '/api/platform/releases/loyalty/canary', {
          version: '1.1.0',
          percent: 50,
        })
      ).statusCode,
    ).toBe(200);
    const rails = await admin('PUT', '/api/platform/field-data/loyalty/guard-rails', {
      minPageViews: 20,
      lcpMarginMs: 500,
    });
    expect(rails.json().rails).toEqual({
      minPageViews: 20,
      errorAlpha: 0.05,
      inpMarginMs: 50,
      lcpMarginMs: 500,
    });
    const canaryView = (error?: 'error') =>
      beacon('1.1.0', {
        remotes: [{ name: 'loyalty', version: '1.1.0', canary: true }],
        ...(error ? { error } : {}),
      });
    for (let view = 0; view < 19; view += 1) {
      await send(beacon('1.0.0'));
      await send(canaryView(view % 2 ? 'error' : undefined));
    }
    // 19 page views each: not yet the minimum, the platform waits.
    expect((await admin('POST', '/api/platform/field-data/verdicts')).json().decided).toEqual([]);
    expect((await loyalty()).canary.verdict.decision).toBe('wait');
    await send(beacon('1.0.0'));
    await send(canaryView('error'));
    const round = await admin('POST', '/api/platform/field-data/verdicts');
    expect(round.json().decided).toEqual([
      expect.objectContaining({
        remote: 'loyalty',
        verdict: expect.objectContaining({ decision: 'rollback' }),
      }),
    ]);
    const status = (await admin('GET', '/api/platform/releases')).json();
    const entry = status.remotes.find((remote: { remote: string }) => remote.remote === 'loyalty');
    expect(entry).toMatchObject({ version: '1.0.0', canary: null });
    const [verdict] = await audits('canary-verdict');
    expect(verdict).toMatchObject({
      remote: 'loyalty',
      version: '1.1.0',
      actor: 'verdetto automatico',
    });
    expect(verdict!.detail).toMatch(
      /^rollback: .*canary 1\.1\.0: 20 viste, errori 50\.00%.*attiva 1\.0\.0: 20 viste, errori 0\.00%/,
    );
    expect(await audits('release-canary-stop')).toHaveLength(1);
  });

  it('leaves a held canary alone, then promotes a healthy one by itself', async () => {
    expect(
      (
        await admin('PUT', '/api/platform/releases/loyalty/canary', {
          version: '1.2.0',
          percent: 50,
        })
      ).statusCode,
    ).toBe(200);
    await admin('PUT', '/api/platform/field-data/loyalty/guard-rails', { minPageViews: 10 });
    expect((await admin('POST', '/api/platform/field-data/loyalty/hold')).json()).toEqual({
      remote: 'loyalty',
      held: true,
    });
    for (let view = 0; view < 10; view += 1)
      await send(
        beacon('1.2.0', {
          remotes: [{ name: 'loyalty', version: '1.2.0', canary: true }],
          vitals: [{ name: 'INP', value: 120 }],
        }),
      );
    const held = await loyalty();
    expect(held.canary).toMatchObject({
      version: '1.2.0',
      held: true,
      verdict: { decision: 'promote' },
    });
    expect((await admin('POST', '/api/platform/field-data/verdicts')).json().decided).toEqual([]);
    await admin('DELETE', '/api/platform/field-data/loyalty/hold');
    const round = await admin('POST', '/api/platform/field-data/verdicts');
    expect(round.json().decided[0].verdict.decision).toBe('promote');
    const status = (await admin('GET', '/api/platform/releases')).json();
    expect(
      status.remotes.find((remote: { remote: string }) => remote.remote === 'loyalty'),
    ).toMatchObject({ version: '1.2.0', canary: null, previous: { version: '1.0.0' } });
    expect((await audits('canary-verdict')).at(-1)?.detail).toMatch(/^promote: /);
    expect((await audits('canary-hold')).length).toBe(1);
  });

  it('shows the releases and their field data on an admin page behind the token, with no inline script or style', async () => {
    expect((await inject({ method: 'GET', url: '/api/platform/admin' })).statusCode).toBe(401);
    const page = await admin('GET', '/api/platform/admin');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h2 id="r-loyalty">loyalty</h2>');
    expect(page.body).toMatch(/live \(attiva\)<\/dt><dd>1\.2\.0/);
    expect(page.body).toMatch(/precedente<\/dt><dd>1\.0\.0/);
    expect(page.body).toContain('canary-verdict');
    expect(page.body).not.toMatch(/<script|<style|style=/);
    const css = await inject({ method: 'GET', url: '/api/platform/admin.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('refuses guard rails and holds without the token, for an unknown remote, or with no canary', async () => {
    expect(
      (
        await inject({
          method: 'PUT',
          url: '/api/platform/field-data/loyalty/guard-rails',
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect((await admin('POST', '/api/platform/field-data/nessuno/hold')).statusCode).toBe(400);
    expect((await admin('POST', '/api/platform/field-data/loyalty/hold')).statusCode).toBe(409);
    expect(
      (await admin('PUT', '/api/platform/field-data/loyalty/guard-rails', { errorAlpha: 2 }))
        .statusCode,
    ).toBe(400);
  });
});
