import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';
import type { ConsumedModule } from './contract-check';
import { releaseFiles, routesTypes, shellManifest } from './release-fixtures';
import type { ReleaseMatrix } from './release-matrix';

const TOKEN = 'a-platform-admin-token-for-the-contract-tests';
const AUTH = { authorization: `Bearer ${TOKEN}`, 'x-platform-actor': 'Giulia Loyalty' };

/** What the shell uses of loyalty, as tools/types/consumer-contract.mjs writes it. */
const ROUTES: ConsumedModule = {
  module: 'loyalty/routes',
  export: 'routes',
  as: 'value',
  type: 'RouteObject[]',
  imports: ["import type { RouteObject } from 'react-router';"],
  where: 'shell/src/federation/remotes.ts',
};

describe.each(testDatabases())(
  'the contract of exposed modules in the gate, on $name',
  ({ url }) => {
    jest.setTimeout(120_000);
    let root: string;
    let shellFile: string;
    let server: TestServer;
    const inject = (options: InjectOptions) => server.app.inject(options);
    const publish = (version: string, types?: Buffer) =>
      inject({
        method: 'POST',
        url: `/api/platform/releases/loyalty/${version}`,
        headers: AUTH,
        payload: releaseFiles('loyalty', version, types ? { types } : {}),
      });
    const deploy = (version: string) =>
      inject({
        method: 'PUT',
        url: '/api/platform/releases/loyalty/active',
        headers: AUTH,
        payload: { version },
      });
    const useShell = (consumes?: ConsumedModule[]) =>
      writeFile(shellFile, JSON.stringify(shellManifest('1.0.0', consumes ? { consumes } : {})));

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'iper-contracts-'));
      const shell = path.join(root, 'shell');
      await mkdir(shell, { recursive: true });
      await writeShellDocument(shell);
      shellFile = path.join(shell, 'mf-manifest.json');
      await useShell();
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

    it('keeps the published types with the release and refuses one that breaks the shell’s usage, with the diff', async () => {
      expect((await publish('1.0.0', routesTypes())).statusCode).toBe(201);
      expect((await publish('2.0.0', routesTypes('{ path: number }[]'))).statusCode).toBe(201);
      expect(
        (await publish('2.1.0', routesTypes('(RouteObject & { id?: string })[]'))).statusCode,
      ).toBe(201);
      // A shell that does not say what it uses: nothing to check 2.0.0 with.
      expect((await deploy('2.0.0')).statusCode).toBe(200);
      expect((await deploy('1.0.0')).statusCode).toBe(200);
      // The shell that says it goes live.
      await useShell([ROUTES]);
      const refused = await deploy('2.0.0');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(
        /^Il deploy di loyalty 2\.0\.0 è rifiutato: contratto di loyalty\/routes: la shell attiva usa routes come RouteObject\[\] \(shell\/src\/federation\/remotes\.ts\) · − loyalty 1\.0\.0 \(attiva\): routes: RouteObject\[\] · \+ loyalty 2\.0\.0: routes: \{ path: number; \}\[\] · TypeScript: .+/,
      );
      // A compatible change (an optional field more) passes.
      expect((await deploy('2.1.0')).statusCode).toBe(200);
      expect((await deploy('1.0.0')).statusCode).toBe(200);
    });

    it('refuses a rollback to a release the live shell cannot run, and the matrix marks it', async () => {
      // Before the shell said what it uses, 2.0.0 ran; then 1.0.0.
      await useShell();
      expect((await deploy('2.0.0')).statusCode).toBe(200);
      expect((await deploy('1.0.0')).statusCode).toBe(200);
      await useShell([ROUTES]);
      const rollback = await inject({
        method: 'POST',
        url: '/api/platform/releases/loyalty/rollback',
        headers: AUTH,
      });
      expect(rollback.statusCode).toBe(422);
      expect(rollback.json().message).toMatch(
        /^Il rollback di loyalty a 2\.0\.0 è rifiutato: contratto di loyalty\/routes: /,
      );

      const matrix = (
        await inject({ method: 'GET', url: '/api/platform/releases/matrix', headers: AUTH })
      ).json<ReleaseMatrix>();
      expect(matrix.shell).toMatchObject({ version: '1.0.0', consumes: 1, ok: true });
      const loyalty = matrix.remotes.find((entry) => entry.remote === 'loyalty')!;
      expect(loyalty.cells).toEqual([
        expect.objectContaining({
          channel: 'attiva',
          version: '1.0.0',
          ok: true,
          contract: 'verificato',
        }),
        expect.objectContaining({
          channel: 'precedente',
          version: '2.0.0',
          ok: false,
          reasons: [expect.stringMatching(/^contratto di loyalty\/routes: /)],
        }),
      ]);
      // A remote running no release is not checked.
      expect(matrix.remotes.find((entry) => entry.remote === 'careers')!.cells).toEqual([
        expect.objectContaining({ channel: 'attiva', version: null, ok: null }),
      ]);

      const page = await inject({ method: 'GET', url: '/api/platform/admin', headers: AUTH });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h2 id="matrix">Matrice delle release</h2>');
      expect(page.body).toMatch(/2\.0\.0<\/td><td><span class="tag ko">incompatibile<\/span>/);
    });

    it('refuses a release that published no types while the shell uses its modules, saying how to publish one', async () => {
      await useShell([ROUTES]);
      // A workspace build (npm start's, the e2e build's) has no types: only the release build makes them.
      expect((await publish('3.0.0')).statusCode).toBe(201);
      const refused = await deploy('3.0.0');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'Il deploy di loyalty 3.0.0 è rifiutato: loyalty 3.0.0 non ha pubblicato i tipi dei moduli che la shell usa (@mf-types.zip), quindi il loro contratto non si può verificare: pubblica la build di release (npm run remote -- publish loyalty, che li genera).',
      );
      // Which the matrix says too, once such a release is in a cell.
      await useShell();
      expect((await deploy('3.0.0')).statusCode).toBe(200);
      expect((await deploy('1.0.0')).statusCode).toBe(200);
      await useShell([ROUTES]);
      const matrix = (
        await inject({ method: 'GET', url: '/api/platform/releases/matrix', headers: AUTH })
      ).json<ReleaseMatrix>();
      expect(matrix.remotes.find((entry) => entry.remote === 'loyalty')!.cells).toContainEqual(
        expect.objectContaining({ version: '3.0.0', ok: false, contract: 'senza tipi' }),
      );
    });

    it('checks a candidate shell’s usage against the running releases’ types', async () => {
      const candidate = shellManifest('1.0.0', {
        consumes: [{ ...ROUTES, type: 'string[]', imports: [] }],
      });
      const check = await inject({
        method: 'POST',
        url: '/api/platform/shell/check',
        headers: AUTH,
        payload: candidate,
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ ok: false });
      expect(check.json().message).toMatch(
        /loyalty 1\.0\.0 \(attiva\): contratto di loyalty\/routes: la nuova shell usa routes come string\[\]/,
      );
    });
  },
);
