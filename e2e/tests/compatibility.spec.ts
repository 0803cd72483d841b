import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { expectLayoutHolds } from '../support/layout';
import { ROOT, buildRelease } from '../support/remote-builds';
import {
  freePort,
  startServer,
  type RunningServer,
  startsServersOfItsOwn,
} from '../support/server';

const run = promisify(execFile);

interface ShellManifestFile {
  metaData: { release: { consumes?: unknown[] } & Record<string, unknown> };
}

/**
 * Compatibility you can see (issue 36): loyalty publishes its types with each build, the gate
 * type-checks what the live shell uses of its exposed modules (loyalty's routes, store_locator's
 * header widget) against a release's declarations (a deploy and a rollback alike), the release matrix shows which releases fit, and a remote
 * developed outside the workspace type-checks against the types the running site serves.
 */
test.describe('contracts of exposed modules and the release matrix', () => {
  startsServersOfItsOwn();
  const TOKEN = 'e2e-compatibility-admin-token-0123456789';
  const AUTH = { authorization: `Bearer ${TOKEN}` };
  let work: string;
  let server: RunningServer;
  /** The active shell's manifest, swapped in place (the server reads it at every check). */
  let shellManifest: string;
  let withContract: ShellManifestFile;

  async function remote(args: string[]) {
    const { stdout } = await run(
      process.execPath,
      [
        path.join(ROOT, 'tools/remote.mjs'),
        ...args,
        '--url',
        server.baseURL,
        '--actor',
        'e2e',
        '--skip-browser-smoke',
      ],
      { cwd: ROOT, env: { ...process.env, PLATFORM_ADMIN_TOKEN: TOKEN }, timeout: 300_000 },
    );
    return stdout;
  }

  /**
   * Publishes a copy of a remote's build (and its server build) as `version`, its published
   * declarations replaced where `types` says (paths inside @mf-types.zip).
   */
  async function publishCopy(
    dist: string,
    name: string,
    version: string,
    types: Record<string, string> = {},
  ) {
    const copy = path.join(work, `${name}-${version}`);
    await cp(dist, copy, { recursive: true });
    await cp(`${dist}-server`, `${copy}-server`, { recursive: true });
    const manifestFile = path.join(copy, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    manifest.metaData.release.version = version;
    await writeFile(manifestFile, JSON.stringify(manifest));
    if (Object.keys(types).length > 0) {
      const unpacked = path.join(work, `types-${name}-${version}`);
      await mkdir(unpacked);
      await run('unzip', ['-q', path.join(copy, '@mf-types.zip'), '-d', unpacked]);
      for (const [file, text] of Object.entries(types))
        await writeFile(path.join(unpacked, file), text);
      await rm(path.join(copy, '@mf-types.zip'));
      await run('zip', ['-qr', path.join(copy, '@mf-types.zip'), '.'], { cwd: unpacked });
    }
    await remote(['publish', name, '--dist', copy]);
  }

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    work = await mkdtemp(path.join(os.tmpdir(), 'iper-compatibility-'));
    // The shell as built, in a folder of its own: its manifest changes during the test. Its
    // server build finds React where it does in the workspace.
    await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const shell = path.join(work, 'shell');
    await cp(path.join(ROOT, 'shell/dist'), shell, { recursive: true });
    await cp(path.join(ROOT, 'shell/dist-server'), `${shell}-server`, { recursive: true });
    shellManifest = path.join(shell, 'mf-manifest.json');
    withContract = JSON.parse(await readFile(shellManifest, 'utf8'));
    // A shell built before its build said what it uses (tools/types/consumer-contract.mjs, the
    // same function its build runs) gets it here, so the test runs on any shell build.
    if (!withContract.metaData.release.consumes) {
      const { consumerContract } = await import('../../tools/types/consumer-contract.mjs');
      withContract.metaData.release.consumes = consumerContract(path.join(ROOT, 'shell'), ROOT);
    }
    // First, a shell that does not say what it uses (as before issue 36).
    const withoutContract = structuredClone(withContract);
    delete withoutContract.metaData.release.consumes;
    await writeFile(shellManifest, JSON.stringify(withoutContract));

    server = await startServer(await freePort(), {
      PLATFORM_ADMIN_TOKEN: TOKEN,
      RELEASES_DIR: path.join(work, 'releases'),
      SHELL_DIST: shell,
      // The pages' server renders (and so the gate's smoke test, check 4) are delivery.spec's:
      // here the gate's other checks decide, on a busy machine without renders timing out.
      SSR: 'off',
    });

    // loyalty 1.0.1, its release build: it publishes its types beside its container.
    const v1 = path.join(work, 'loyalty-1.0.1');
    buildRelease('loyalty', v1, { version: '1.0.1', buildId: 'release-1.0.1' });
    const built = JSON.parse(await readFile(path.join(v1, 'mf-manifest.json'), 'utf8'));
    expect(built.metaData.types).toMatchObject({ zip: '@mf-types.zip', api: '@mf-types.d.ts' });
    expect(existsSync(path.join(v1, '@mf-types.zip'))).toBe(true);
    await remote(['publish', 'loyalty', '--dist', v1]);

    // loyalty 1.6.0: the same build whose exposed `./routes` now declares its route objects'
    // `path` prop a number, not the string react-router's RouteObject (what the shell renders) has.
    await publishCopy(v1, 'loyalty', '1.6.0', {
      'compiled-types/remotes/loyalty/src/routes.d.ts':
        'export declare const routes: { path: number; lazy?: unknown }[];\n',
    });
    // store_locator 1.0.1, its release build, and 1.7.0 whose exposed StoreSelector widget now
    // needs a `storeId` prop the header never passes.
    const storeLocator = path.join(work, 'store-locator-1.0.1');
    buildRelease('store_locator', storeLocator, { version: '1.0.1', buildId: 'release-1.0.1' });
    await remote(['publish', 'store_locator', '--dist', storeLocator]);
    await publishCopy(storeLocator, 'store_locator', '1.7.0', {
      'compiled-types/remotes/store-locator/src/widgets/store-selector/store-selector.d.ts':
        'export default function StoreSelector(props: { storeId: string }): import("react").JSX.Element;\n',
    });

    // While the shell says nothing of what it uses, 1.6.0 and 1.7.0 go live (nothing to check
    // them with), then 1.0.1 again: they are the releases a rollback would go back to.
    await remote(['deploy', 'loyalty', '1.6.0']);
    expect(await remote(['deploy', 'loyalty', '1.0.1'])).toContain('previous 1.6.0');
    await remote(['deploy', 'store_locator', '1.7.0']);
    expect(await remote(['deploy', 'store_locator', '1.0.1'])).toContain('previous 1.7.0');
    // A new shell goes live, whose build says what it uses of the remotes.
    await writeFile(shellManifest, JSON.stringify(withContract));
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const DIFF =
    /contratto di loyalty\/routes: la shell attiva usa routes come RouteObject\[\] \(shell\/src\/federation\/remotes\.ts\) · − loyalty 1\.0\.1 \(attiva\): routes: RouteObject\[\] · \+ loyalty 1\.6\.0: routes: \{ path: number; lazy\?: unknown; \}\[\] · TypeScript: .*number.*string/;

  test('refuses a release whose exposed widget needs a prop the shell does not pass, with the diff', async () => {
    const refused = remote(['deploy', 'store_locator', '1.7.0']);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Il deploy di store_locator 1\.7\.0 è rifiutato: contratto di store_locator\/StoreSelector: la shell attiva rende il componente con le props \{\} \(nessuna\) \(shell\/src\/.*\) · − store_locator 1\.0\.1 \(attiva\): props di default: .*· \+ store_locator 1\.7\.0: props di default: .*storeId: string.* · TypeScript: .*storeId/,
      ),
    });
    expect(await remote(['status'])).toMatch(/store_locator\n {2}active {3}1\.0\.1/);
  });

  test('refuses a loyalty release whose exposed routes changed a prop type, with the diff', async () => {
    const refused = remote(['deploy', 'loyalty', '1.6.0']);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Il deploy di loyalty 1\.6\.0 è rifiutato: contratto di/),
    });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringMatching(DIFF) });
    expect(await remote(['status'])).toMatch(/loyalty\n {2}active {3}1\.0\.1/);
  });

  test('refuses a rollback to a release the live shell cannot run', async () => {
    await expect(remote(['rollback', 'loyalty'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Il rollback di loyalty a 1\.6\.0 è rifiutato: contratto di loyalty\/routes: .*\+ loyalty 1\.6\.0: routes: \{ path: number/,
      ),
    });
    expect(await remote(['status'])).toMatch(/loyalty\n {2}active {3}1\.0\.1/);
  });

  test('the matrix marks both, in the CLI and on the admin page', async ({ browser }, testInfo) => {
    const matrix = await remote(['status', '--matrix']);
    expect(matrix).toMatch(
      /^shell {10}\S+ {2}uses \d+ exposed modules {2}runs the running releases/m,
    );
    expect(matrix).toMatch(/^loyalty {8}attiva {5}1\.0\.1 {10}compatible {2}\(contract checked\)/m);
    expect(matrix).toMatch(
      /^ {15}precedente 1\.6\.0 {10}INCOMPATIBLE\n {26}- contratto di loyalty\/routes/m,
    );
    expect(matrix).toMatch(
      /^ {15}precedente 1\.7\.0 {10}INCOMPATIBLE\n {26}- contratto di store_locator\/StoreSelector/m,
    );
    const json = JSON.parse(await remote(['status', '--matrix', '--json']));
    const loyalty = json.remotes.find((entry: { remote: string }) => entry.remote === 'loyalty');
    expect(loyalty.cells).toEqual([
      expect.objectContaining({
        channel: 'attiva',
        version: '1.0.1',
        ok: true,
        contract: 'verificato',
      }),
      expect.objectContaining({
        channel: 'precedente',
        version: '1.6.0',
        ok: false,
        reasons: [expect.stringMatching(/^contratto di loyalty\/routes: /)],
      }),
    ]);

    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        extraHTTPHeaders: AUTH,
      });
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/api/platform/admin`);
      const section = page.getByRole('region', { name: 'Matrice delle release' });
      await expect(section).toBeVisible();
      const previous = section.getByRole('row', { name: /^precedente 1\.6\.0/ });
      await expect(previous).toContainText('incompatibile');
      await expect(previous).toContainText('contratto di loyalty/routes');
      const widget = section.getByRole('row', { name: /^precedente 1\.7\.0/ });
      await expect(widget).toContainText('incompatibile');
      await expect(widget).toContainText('contratto di store_locator/StoreSelector');
      await expect(section.getByRole('row', { name: /^loyalty attiva 1\.0\.1/ })).toContainText(
        'compatibile',
      );
      await expectNoAxeViolations(page);
      // Its wide tables scroll in their own boxes: the page itself never scrolls sideways.
      await expectLayoutHolds(page, [width]);
      await page.screenshot({
        path: testInfo.outputPath(`admin-matrix-${width}.png`),
        fullPage: true,
      });
      await context.close();
    }
  });

  test('a remote developed outside the workspace type-checks against the types the site serves', async () => {
    // A team's own repository: a remote that uses loyalty's routes (as the shell does), its own
    // dependencies installed (here: the workspace's, linked), no path into the workspace.
    const repo = await mkdtemp(path.join(os.tmpdir(), 'iper-own-remote-'));
    try {
      await mkdir(path.join(repo, 'src'));
      await symlink(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'), 'dir');
      await cp(path.join(ROOT, 'tools/types/fetch-types.mjs'), path.join(repo, 'fetch-types.mjs'));
      await writeFile(
        path.join(repo, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            noEmit: true,
            types: [],
            paths: { 'loyalty/*': ['./@mf-types/loyalty/*'] },
          },
          include: ['src'],
        }),
      );
      await writeFile(
        path.join(repo, 'src/loyalty-pages.ts'),
        [
          "import type { RouteObject } from 'react-router';",
          "import { routes } from 'loyalty/routes';",
          'export const loyaltyPaths: string[] = routes.map((route: RouteObject) => route.path ?? "");',
          '',
        ].join('\n'),
      );
      const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
      // The live release's types: it type-checks.
      const fetched = await run(
        process.execPath,
        ['fetch-types.mjs', '--url', server.baseURL, 'loyalty'],
        {
          cwd: repo,
        },
      );
      expect(fetched.stdout).toMatch(/^loyalty 1\.0\.1: \d+ files in @mf-types\/loyalty/m);
      await run(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: repo });
      // Release 1.6.0's types from the release store: its routes no longer fit.
      await run(process.execPath, ['fetch-types.mjs', '--url', server.baseURL, 'loyalty@1.6.0'], {
        cwd: repo,
      });
      await expect(
        run(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: repo }),
      ).rejects.toMatchObject({
        stdout: expect.stringMatching(
          /src\/loyalty-pages\.ts\(3,\d+\): error TS2345: .*RouteObject/,
        ),
      });
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});
