import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  startTestServer,
  testDatabases,
  type TestServer,
  singleTestDatabase,
} from '../testing/test-server';
import { VERDICT_ACTOR } from '../field-data/field-data';
import { buildManifest, inlinedManifest, releaseFiles, shellManifest } from './release-fixtures';
import { writeShellDocument } from '../testing/shell-build';

const TOKEN = 'a-platform-admin-token-for-the-release-tests';
const AUTH = { authorization: `Bearer ${TOKEN}`, 'x-platform-actor': 'Giulia Loyalty' };

function loyaltyEntry(response: LightMyRequestResponse): string | undefined {
  return inlinedManifest(response.body).remotes.find((remote) => remote.name === 'loyalty')?.entry;
}

const PAGE = { accept: 'text/html' };

describe.each(testDatabases())('remote releases on $name', ({ url }) => {
  let root: string;
  let server: TestServer;
  const inject = (options: InjectOptions) => server.app.inject(options);
  /** Publishes as `version` a build that says `built` (the same by default). */
  const publish = (
    version: string,
    options: Parameters<typeof releaseFiles>[2] = {},
    built = version,
  ) =>
    inject({
      method: 'POST',
      url: `/api/platform/releases/loyalty/${version}`,
      headers: AUTH,
      payload: releaseFiles('loyalty', built, options),
    });

  const deploy = (version: string) =>
    inject({
      method: 'PUT',
      url: '/api/platform/releases/loyalty/active',
      headers: AUTH,
      payload: { version },
    });
  const startCanary = (version: string, percent: number) =>
    inject({
      method: 'PUT',
      url: '/api/platform/releases/loyalty/canary',
      headers: AUTH,
      payload: { version, percent },
    });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'iper-releases-'));
    const shell = path.join(root, 'shell');
    await mkdir(shell, { recursive: true });
    await writeShellDocument(shell);
    await writeFile(path.join(shell, 'mf-manifest.json'), JSON.stringify(shellManifest()));
    // Read from the environment when the server starts, like the other stores' folders.
    process.env.RELEASES_DIR = path.join(root, 'releases');
    server = await startTestServer(url, {
      SERVE_SITE: 'true',
      SSR: 'off',
      SHELL_DIST: shell,
      REMOTES_DIR: shell,
      REMOTES_LAYOUT: 'flat',
      PLATFORM_ADMIN_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    delete process.env.RELEASES_DIR;
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('refuses every release action without the token (401), and changes nothing', async () => {
    const attempts = [
      { method: 'GET' as const, url: '/api/platform/releases' },
      {
        method: 'POST' as const,
        url: '/api/platform/releases/loyalty/1.0.0',
        payload: releaseFiles('loyalty', '1.0.0'),
      },
      {
        method: 'PUT' as const,
        url: '/api/platform/releases/loyalty/active',
        payload: { version: '1.0.0' },
      },
      { method: 'POST' as const, url: '/api/platform/releases/loyalty/rollback' },
      {
        method: 'PUT' as const,
        url: '/api/platform/releases/loyalty/canary',
        payload: { version: '1.0.0', percent: 50 },
      },
      { method: 'POST' as const, url: '/api/platform/releases/loyalty/promote' },
    ];
    for (const attempt of attempts) {
      for (const authorization of [undefined, 'Bearer wrong-token']) {
        const response = await inject({
          ...attempt,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/token di amministrazione/);
      }
    }
    const releases = await server.database.db.selectFrom('remote_releases').selectAll().execute();
    expect(releases).toEqual([]);
  });

  it('publishes immutable releases, deploys, canaries, promotes and rolls back, all audited', async () => {
    for (const version of ['1.0.0', '1.1.0']) {
      const published = await publish(version);
      expect(published.statusCode).toBe(201);
      expect(published.json()).toMatchObject({
        remote: 'loyalty',
        version,
        publishedBy: 'Giulia Loyalty',
      });
    }
    // A release never changes: the same version again is refused, whatever its files.
    const again = await publish('1.0.0');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/esiste già/);
    // A build that says another version than the one it is published as.
    const mislabelled = await publish('1.2.0', {}, '1.1.0');
    expect(mislabelled.statusCode).toBe(400);

    // The release's files are served; its server build is not.
    const served = await inject({ method: 'GET', url: '/releases/loyalty/1.0.0/remoteEntry.js' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('loyalty 1.0.0');
    expect(
      (await inject({ method: 'GET', url: '/releases/loyalty/1.0.0/server/remoteEntry.js' }))
        .statusCode,
    ).toBe(404);

    const deployed = await inject({
      method: 'PUT',
      url: '/api/platform/releases/loyalty/active',
      headers: AUTH,
      payload: { version: '1.0.0' },
    });
    expect(deployed.statusCode).toBe(200);
    expect(deployed.json()).toMatchObject({
      version: '1.0.0',
      by: 'Giulia Loyalty',
      previous: { entry: '/remotes/loyalty/mf-manifest.json', version: null },
    });
    expect(loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }))).toBe(
      '/releases/loyalty/1.0.0/mf-manifest.json',
    );

    // Canary at 50 %: a visitor's cookie decides, the same way on every page.
    const canary = await inject({
      method: 'PUT',
      url: '/api/platform/releases/loyalty/canary',
      headers: AUTH,
      payload: { version: '1.1.0', percent: 50 },
    });
    expect(canary.statusCode).toBe(200);
    expect(canary.json().canary).toMatchObject({ version: '1.1.0', percent: 50 });
    const first = await inject({ method: 'GET', url: '/carta-vantaggi', headers: PAGE });
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^iper_canary=[\w-]{16,}$/);
    const firstEntry = loyaltyEntry(first);
    for (const page of ['/gift-card', '/carta-vantaggi', '/']) {
      const next = await inject({ method: 'GET', url: page, headers: { ...PAGE, cookie } });
      expect(loyaltyEntry(next)).toBe(firstEntry);
      expect(next.headers['set-cookie']).toBeUndefined();
    }
    const seen = { '1.0.0': 0, '1.1.0': 0 } as Record<string, number>;
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const page = await inject({
        method: 'GET',
        url: '/gift-card',
        headers: {
          ...PAGE,
          cookie: `iper_canary=visitor-number-${String(visitor).padStart(8, '0')}`,
        },
      });
      const entry = inlinedManifest(page.body).remotes.find((remote) => remote.name === 'loyalty');
      seen[entry?.version ?? '?'] = (seen[entry?.version ?? '?'] ?? 0) + 1;
    }
    expect(seen['1.0.0']! + seen['1.1.0']!).toBe(200);
    expect(seen['1.1.0']).toBeGreaterThan(70);
    expect(seen['1.1.0']).toBeLessThan(130);

    const live = (await inject({ method: 'GET', url: '/api/platform/remotes/live' })).json();
    expect(
      live.remotes.find((remote: { name: string }) => remote.name === 'loyalty'),
    ).toMatchObject({
      entry: '/releases/loyalty/1.0.0/mf-manifest.json',
      version: '1.0.0',
      commit: expect.stringMatching(/^c0ffee100/),
      canary: { version: '1.1.0', percent: 50, commit: expect.stringMatching(/^c0ffee110/) },
    });

    const promoted = await inject({
      method: 'POST',
      url: '/api/platform/releases/loyalty/promote',
      headers: AUTH,
    });
    expect(promoted.json()).toMatchObject({
      version: '1.1.0',
      canary: null,
      previous: { version: '1.0.0' },
    });
    expect(
      loyaltyEntry(
        await inject({ method: 'GET', url: '/gift-card', headers: { ...PAGE, cookie } }),
      ),
    ).toBe('/releases/loyalty/1.1.0/mf-manifest.json');

    const rolledBack = await inject({
      method: 'POST',
      url: '/api/platform/releases/loyalty/rollback',
      headers: AUTH,
    });
    expect(rolledBack.json()).toMatchObject({ version: '1.0.0', previous: { version: '1.1.0' } });
    expect(loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }))).toBe(
      '/releases/loyalty/1.0.0/mf-manifest.json',
    );

    const audit = await server.database.db
      .selectFrom('platform_audit_log')
      .select(['action', 'remote', 'version', 'actor'])
      .where('remote', '=', 'loyalty')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'release-publish', remote: 'loyalty', version: '1.0.0', actor: 'Giulia Loyalty' },
      { action: 'release-publish', remote: 'loyalty', version: '1.1.0', actor: 'Giulia Loyalty' },
      { action: 'release-deploy', remote: 'loyalty', version: '1.0.0', actor: 'Giulia Loyalty' },
      { action: 'release-canary', remote: 'loyalty', version: '1.1.0', actor: 'Giulia Loyalty' },
      { action: 'release-promote', remote: 'loyalty', version: '1.1.0', actor: 'Giulia Loyalty' },
      { action: 'release-rollback', remote: 'loyalty', version: '1.0.0', actor: 'Giulia Loyalty' },
    ]);
  });

  it('refuses a release the active shell cannot run, with the reason, and leaves the site as it was', async () => {
    const before = loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }));
    await publish('2.0.0', { designSystem: '1.3.0' });
    for (const attempt of [
      {
        method: 'PUT' as const,
        url: '/api/platform/releases/loyalty/active',
        payload: { version: '2.0.0' },
      },
      {
        method: 'PUT' as const,
        url: '/api/platform/releases/loyalty/canary',
        payload: { version: '2.0.0', percent: 10 },
      },
    ]) {
      const refused = await inject({ ...attempt, headers: AUTH });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        `${attempt.url.endsWith('active') ? 'Il deploy' : 'Il canary'} di loyalty 2.0.0 è rifiutato: @iper/design-system: la release richiede ^1.3.0, la shell attiva fornisce 1.0.0.`,
      );
    }
    expect(loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }))).toBe(
      before,
    );

    // A path the route table gives another remote.
    await publish('2.1.0', { routes: ['/gift-card', '/lavora-con-noi'] });
    const wrongRoute = await inject({
      method: 'PUT',
      url: '/api/platform/releases/loyalty/active',
      headers: AUTH,
      payload: { version: '2.1.0' },
    });
    expect(wrongRoute.statusCode).toBe(422);
    expect(wrongRoute.json().message).toContain(
      '/lavora-con-noi: nella tabella delle route il percorso è di careers, non di loyalty',
    );

    const unknown = await inject({
      method: 'PUT',
      url: '/api/platform/releases/loyalty/active',
      headers: AUTH,
      payload: { version: '9.9.9' },
    });
    expect(unknown.statusCode).toBe(404);

    const refusals = await server.database.db
      .selectFrom('platform_audit_log')
      .select(['version', 'detail'])
      .where('action', '=', 'release-refused')
      .execute();
    expect(refusals.map((row) => row.version)).toEqual(['2.0.0', '2.0.0', '2.1.0']);
  });

  it('shows, per remote, the active, canary and previous versions with who and when, and error counts', async () => {
    await server.app.releases.countError('loyalty', '1.0.0');
    await server.app.releases.countError('loyalty', '1.0.0');
    const response = await inject({ method: 'GET', url: '/api/platform/releases', headers: AUTH });
    expect(response.statusCode).toBe(200);
    const loyalty = response
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'loyalty');
    expect(loyalty).toMatchObject({
      version: '1.0.0',
      by: 'Giulia Loyalty',
      previous: { version: '1.1.0' },
      canary: null,
      errors: { '1.0.0': 2 },
    });
    expect(Date.parse(loyalty.since)).toBeGreaterThan(Date.now() - 60_000);
    expect(loyalty.releases.map((release: { version: string }) => release.version).sort()).toEqual([
      '1.0.0',
      '1.1.0',
      '2.0.0',
      '2.1.0',
    ]);
  });

  it("counts a browser's report of a running release's failure, and no version nobody runs", async () => {
    const report = (body: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: '/api/platform/remote-errors',
        payload: {
          remote: 'loyalty',
          version: '1.1.0',
          kind: 'render',
          page: '/carta-vantaggi',
          message: 'Cannot read properties of undefined',
          ...body,
        },
      });
    // The previous release: a browser can still have it open.
    expect((await report({})).statusCode).toBe(204);
    expect((await report({ version: '1.0.0', kind: 'hydration' })).statusCode).toBe(204);
    // Published but not running, made up, or not a remote: answered, not counted.
    expect((await report({ version: '2.1.0' })).statusCode).toBe(204);
    expect((await report({ version: '9.9.9' })).statusCode).toBe(204);
    expect((await report({ remote: 'backoffice' })).statusCode).toBe(204);
    // Not a report at all.
    expect((await report({ kind: 'crash' })).statusCode).toBe(400);
    expect((await report({ page: 'https://elsewhere.example/' })).statusCode).toBe(400);
    expect((await report({ message: 'x'.repeat(501) })).statusCode).toBe(400);

    const status = await inject({ method: 'GET', url: '/api/platform/releases', headers: AUTH });
    const loyalty = status
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'loyalty');
    expect(loyalty.errors).toEqual({ '1.0.0': 3, '1.1.0': 1 });

    // A flood from one browser is held back (20 a minute by default).
    const answers = await Promise.all(Array.from({ length: 20 }, () => report({})));
    expect(answers.map((answer) => answer.statusCode)).toContain(429);
  });

  it('lets one browser preview a published release for the smoke test, and nobody else', async () => {
    const asked = (version: string, headers: Record<string, string> = AUTH) =>
      inject({
        method: 'POST',
        url: `/api/platform/releases/loyalty/${version}/preview`,
        headers,
        payload: { for: 'deploy' },
      });
    expect((await asked('1.1.0', {})).statusCode).toBe(401);
    expect((await asked('7.0.0')).statusCode).toBe(404);
    // Only a release the server's gate lets through is worth a browser (2.1.0 serves careers' page).
    expect((await asked('2.1.0')).statusCode).toBe(422);

    const preview = await asked('1.1.0');
    expect(preview.statusCode).toBe(200);
    const { cookie, pages, expiresInSeconds } = preview.json();
    expect(pages).toEqual(expect.arrayContaining(['/carta-vantaggi', '/gift-card']));
    expect(expiresInSeconds).toBe(900);

    const withPass = (value: string) =>
      inject({
        method: 'GET',
        url: '/gift-card',
        headers: { ...PAGE, cookie: `${cookie.name}=${value}` },
      });
    expect(loyaltyEntry(await withPass(cookie.value))).toBe(
      '/releases/loyalty/1.1.0/mf-manifest.json',
    );
    // Everyone else, and a pass changed to name another version, get the active release.
    expect(loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }))).toBe(
      '/releases/loyalty/1.0.0/mf-manifest.json',
    );
    expect(loyaltyEntry(await withPass(cookie.value.replace('1.1.0', '2.0.0')))).toBe(
      '/releases/loyalty/1.0.0/mf-manifest.json',
    );
  });

  it('prunes old releases but never the active, previous or canary one', async () => {
    const pruned = await inject({
      method: 'POST',
      url: '/api/platform/releases/loyalty/prune',
      headers: AUTH,
      payload: { keep: 1 },
    });
    expect(pruned.statusCode).toBe(200);
    expect(pruned.json().removed.sort()).toEqual(['2.0.0']);
    expect(
      (await inject({ method: 'GET', url: '/releases/loyalty/2.0.0/remoteEntry.js' })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: '/releases/loyalty/1.0.0/remoteEntry.js' })).statusCode,
    ).toBe(200);
  });

  it('checks a candidate shell against the releases running now, active and canary, and audits it', async () => {
    const check = (payload: unknown, headers: Record<string, string> = AUTH) =>
      inject({
        method: 'POST',
        url: '/api/platform/shell/check',
        headers,
        payload: payload as object,
      });
    const activeShell = path.join(root, 'shell', 'mf-manifest.json');
    expect((await check(shellManifest(), {})).statusCode).toBe(401);
    expect((await check(shellManifest(), { authorization: 'Bearer wrong-token' })).statusCode).toBe(
      401,
    );

    // A shell with design system 1.4.0 went live; loyalty 3.0.0, built against it, is deployed and
    // 1.1.0 (built against 1.0.0) runs as a canary.
    await writeFile(activeShell, JSON.stringify(shellManifest('1.4.0')));
    expect((await publish('3.0.0', { designSystem: '1.4.0' })).statusCode).toBe(201);
    expect((await deploy('3.0.0')).statusCode).toBe(200);
    expect((await startCanary('1.1.0', 10)).statusCode).toBe(200);

    const compatible = await check(shellManifest('1.5.2'));
    expect(compatible.statusCode).toBe(200);
    expect(compatible.json()).toMatchObject({
      ok: true,
      shell: { version: '1.0.0', commit: expect.stringMatching(/^5e11/) },
      checked: [
        { remote: 'loyalty', version: '3.0.0', channel: 'attiva' },
        { remote: 'loyalty', version: '1.1.0', channel: 'canary' },
      ],
      problems: [],
    });
    // The remotes served from their own folder have no release metadata: named, not checked.
    expect(compatible.json().unchecked).toContainEqual({
      remote: 'careers',
      entry: '/remotes/careers/mf-manifest.json',
    });

    const older = await check(shellManifest('1.0.0'));
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      ok: false,
      problems: [
        {
          remote: 'loyalty',
          version: '3.0.0',
          channel: 'attiva',
          library: '@iper/design-system',
          required: '^1.4.0',
          provided: '1.0.0',
        },
      ],
      message:
        'La nuova shell 1.0.0 non può servire le release in corso: loyalty 3.0.0 (attiva): @iper/design-system: la release richiede ^1.4.0, la nuova shell fornisce 1.0.0.',
    });
    const without = await check(shellManifest(null));
    expect(without.json().problems.map((problem: { message: string }) => problem.message)).toEqual([
      'loyalty 3.0.0 (attiva): @iper/design-system: la release lo richiede (^1.4.0), la nuova shell non lo fornisce',
      'loyalty 1.1.0 (canary): @iper/design-system: la release lo richiede (^1.0.0), la nuova shell non lo fornisce',
    ]);

    // Not a shell's manifest, or too big to be one: refused, said why.
    const { name: _name, ...nameless } = shellManifest();
    for (const body of [nameless, { ...shellManifest(), shared: 'react' }, [1, 2]]) {
      const bad = await check(body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Richiesta non valida: controlla i dati inviati.');
    }
    const notJson = await inject({
      method: 'POST',
      url: '/api/platform/shell/check',
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{"name": "shell",',
    });
    expect(notJson.statusCode).toBe(400);
    const aRemote = await check(JSON.parse(buildManifest('loyalty', '3.0.0')));
    expect(aRemote.statusCode).toBe(400);
    expect(aRemote.json().message).toMatch(/Il manifest è di loyalty, non della shell/);
    const huge = await check({ ...shellManifest(), padding: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);

    const checks = await server.database.db
      .selectFrom('platform_audit_log')
      .select(['version', 'detail', 'actor'])
      .where('action', '=', 'shell-check')
      .orderBy('id')
      .execute();
    expect(checks).toHaveLength(3);
    expect(checks[1]).toEqual({
      version: '1.0.0',
      detail: older.json().message,
      actor: 'Giulia Loyalty',
    });

    // A shell put live without the check: the status says so, and so does the log at start-up.
    const status = async () =>
      (await inject({ method: 'GET', url: '/api/platform/releases', headers: AUTH })).json().shell;
    expect(await status()).toMatchObject({ ok: true, problems: [] });
    await writeFile(activeShell, JSON.stringify(shellManifest('1.0.0')));
    expect(
      (await status()).problems.map((problem: { message: string }) => problem.message),
    ).toEqual([
      'loyalty 3.0.0 (attiva): @iper/design-system: la release richiede ^1.4.0, la shell attiva fornisce 1.0.0',
    ]);
    const logged = jest.spyOn(server.app.log, 'error');
    try {
      await server.app.releases.logActiveShellProblems();
      expect(logged).toHaveBeenCalledWith(
        {
          problems: [
            'loyalty 3.0.0 (attiva): @iper/design-system: la release richiede ^1.4.0, la shell attiva fornisce 1.0.0',
          ],
        },
        expect.stringMatching(/^La shell attiva 1\.0\.0 non può servire le release in corso/),
      );
    } finally {
      logged.mockRestore();
    }
  });
  it('runs the gate on every way a release reaches visitors: another runtime, a promote and a rollback re-checked', async () => {
    const activeShell = path.join(root, 'shell', 'mf-manifest.json');
    const refusedAs = async (response: LightMyRequestResponse, message: string) => {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    };
    const loyalty = async () =>
      (await inject({ method: 'GET', url: '/api/platform/releases', headers: AUTH }))
        .json()
        .remotes.find((remote: { remote: string }) => remote.remote === 'loyalty');
    // The shell provides design system 1.4.0 and runs Module Federation 2.9.2; loyalty 3.0.0 is live.
    await writeFile(activeShell, JSON.stringify(shellManifest('1.4.0')));

    // A release built with another Module Federation runtime minor.
    expect(
      (await publish('4.0.0', { designSystem: '1.4.0', federation: '2.10.0' })).statusCode,
    ).toBe(201);
    const runtime =
      'runtime di Module Federation: la release è compilata con 2.10.0, la shell attiva con 2.9.2 (major e minor devono coincidere)';
    await refusedAs(await deploy('4.0.0'), `Il deploy di loyalty 4.0.0 è rifiutato: ${runtime}.`);
    await refusedAs(
      await startCanary('4.0.0', 10),
      `Il canary di loyalty 4.0.0 è rifiutato: ${runtime}.`,
    );

    // A release published before builds said their runtime: not compared, and the status says so.
    expect((await publish('4.0.1', { designSystem: '1.4.0', federation: null })).statusCode).toBe(
      201,
    );
    expect((await startCanary('4.0.1', 10)).statusCode).toBe(200);
    const releases = (await loyalty()).releases;
    expect(
      releases.find((release: { version: string }) => release.version === '4.0.1').runtime,
    ).toEqual({
      federation: null,
      react: '19.3.1',
      reactRouter: null,
    });
    expect(
      releases.find((release: { version: string }) => release.version === '4.0.0').runtime,
    ).toMatchObject({
      federation: '2.10.0',
    });

    // The shell moved to React 20 while the canary ran: its promote is refused, and audited.
    await writeFile(activeShell, JSON.stringify(shellManifest('1.4.0', { react: '20.0.0' })));
    const promote = () =>
      inject({ method: 'POST', url: '/api/platform/releases/loyalty/promote', headers: AUTH });
    const promoteRefusal =
      'La promozione del canary loyalty 4.0.1 è rifiutata: React: la release è compilata con React 19.3.1 (richiede ^19.3.1), la shell attiva fornisce 20.0.0.';
    await refusedAs(await promote(), promoteRefusal);
    expect(await loyalty()).toMatchObject({ version: '3.0.0', canary: { version: '4.0.1' } });
    // The automatic verdict retries every round: the same refusal again is one row, not one a minute.
    await expect(server.app.releases.promote('loyalty', VERDICT_ACTOR)).rejects.toThrow(
      promoteRefusal,
    );
    await expect(server.app.releases.promote('loyalty', VERDICT_ACTOR)).rejects.toThrow(
      promoteRefusal,
    );
    const refusals = async () =>
      server.database.db
        .selectFrom('platform_audit_log')
        .select(['version', 'detail', 'actor'])
        .where('action', '=', 'release-refused')
        .orderBy('id')
        .execute();
    expect((await refusals()).slice(-2)).toEqual([
      { version: '4.0.1', detail: promoteRefusal, actor: 'Giulia Loyalty' },
      { version: '4.0.1', detail: promoteRefusal, actor: 'verdetto automatico' },
    ]);

    // Back on the shell it was started with, the promote passes.
    await writeFile(activeShell, JSON.stringify(shellManifest('1.4.0')));
    expect((await promote()).json()).toMatchObject({
      version: '4.0.1',
      canary: null,
      previous: { version: '3.0.0' },
    });

    // A shell with design system 1.0.0 went live: 3.0.0 (built against 1.4.0) cannot run on it,
    // so rolling back to it is refused and 4.0.1 stays.
    await writeFile(activeShell, JSON.stringify(shellManifest('1.0.0')));
    const rollback = () =>
      inject({ method: 'POST', url: '/api/platform/releases/loyalty/rollback', headers: AUTH });
    await refusedAs(
      await rollback(),
      'Il rollback di loyalty a 3.0.0 è rifiutato: @iper/design-system: la release richiede ^1.4.0, la shell attiva fornisce 1.0.0.',
    );
    expect(await loyalty()).toMatchObject({ version: '4.0.1', previous: { version: '3.0.0' } });
    expect(loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }))).toBe(
      '/releases/loyalty/4.0.1/mf-manifest.json',
    );

    // With the shell it was built against live again, the rollback goes through.
    await writeFile(activeShell, JSON.stringify(shellManifest('1.4.0')));
    expect((await rollback()).json()).toMatchObject({
      version: '3.0.0',
      previous: { version: '4.0.1' },
    });

    // A candidate shell on another Module Federation minor cannot serve 3.0.0, built on 2.9.2.
    const candidate = await inject({
      method: 'POST',
      url: '/api/platform/shell/check',
      headers: AUTH,
      payload: shellManifest('1.4.0', { federation: '2.10.1' }),
    });
    expect(candidate.json()).toMatchObject({
      ok: false,
      problems: [
        {
          remote: 'loyalty',
          version: '3.0.0',
          channel: 'attiva',
          library: '@module-federation/runtime-core',
          required: '2.9.x',
          provided: '2.10.1',
          message:
            'loyalty 3.0.0 (attiva): runtime di Module Federation: la release è compilata con 2.9.2, la nuova shell con 2.10.1 (major e minor devono coincidere)',
        },
      ],
    });
  });

  it('acts once when two promotes or two rollbacks meet (an operator and the automatic verdict)', async () => {
    for (const version of ['8.0.0', '8.1.0']) expect((await publish(version)).statusCode).toBe(201);
    expect((await deploy('8.0.0')).statusCode).toBe(200);
    expect((await startCanary('8.1.0', 50)).statusCode).toBe(200);
    const act = (action: 'promote' | 'rollback') =>
      inject({ method: 'POST', url: `/api/platform/releases/loyalty/${action}`, headers: AUTH });

    const promotes = await Promise.all([act('promote'), act('promote')]);
    expect(promotes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(promotes.find((response) => response.statusCode === 409)?.json().message).toBe(
      'loyalty non ha un canary da promuovere.',
    );
    const promoted = (await inject({ method: 'GET', url: '/api/platform/releases', headers: AUTH }))
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'loyalty');
    expect(promoted).toMatchObject({
      version: '8.1.0',
      canary: null,
      previous: { version: '8.0.0' },
    });

    const rollbacks = await Promise.all([act('rollback'), act('rollback')]);
    expect(rollbacks.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rolledBack = (
      await inject({ method: 'GET', url: '/api/platform/releases', headers: AUTH })
    )
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'loyalty');
    expect(rolledBack).toMatchObject({ version: '8.0.0', previous: { version: '8.1.0' } });
  });

  it("refuses a release that a registered check finds wrong (the pages' smoke test), after the gate's own checks", async () => {
    const checked: string[] = [];
    server.app.releases.addCheck(async (remote, entry) => {
      checked.push(`${remote} ${entry}`);
      return entry.includes('/2.2.0/')
        ? ['/gift-card: la pagina risponde 500 con la shell attiva']
        : [];
    });
    const before = loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }));
    await publish('2.2.0');
    const refused = await deploy('2.2.0');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Il deploy di loyalty 2.2.0 è rifiutato: /gift-card: la pagina risponde 500 con la shell attiva.',
    );
    expect(loyaltyEntry(await inject({ method: 'GET', url: '/gift-card', headers: PAGE }))).toBe(
      before,
    );
    const audited = await server.database.db
      .selectFrom('platform_audit_log')
      .select('detail')
      .where('action', '=', 'release-refused')
      .where('version', '=', '2.2.0')
      .execute();
    expect(audited).toEqual([{ detail: refused.json().message }]);
    // A release the gate itself refuses never reaches the check.
    await publish('2.3.0', { routes: ['/gift-card', '/lavora-con-noi'] });
    expect((await deploy('2.3.0')).statusCode).toBe(422);
    expect(checked.map((line) => line.split(' ')[0])).toEqual(['loyalty']);
  });
});

describe('the release admin API without PLATFORM_ADMIN_TOKEN', () => {
  it('does not exist', async () => {
    const releases = await mkdtemp(path.join(tmpdir(), 'iper-releases-'));
    process.env.RELEASES_DIR = releases;
    const server = await startTestServer(singleTestDatabase(), {});
    try {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/platform/releases',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/platform/remotes/live' })).statusCode,
      ).toBe(200);
    } finally {
      await server.close();
      await rm(releases, { recursive: true, force: true });
      delete process.env.RELEASES_DIR;
    }
  });
});
