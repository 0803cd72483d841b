#!/usr/bin/env node
// The domain teams' delivery CLI (issue 19): `npm run remote -- <command>`. It talks to the site's
// platform admin API (server/src/releases/releases.routes.ts) with PLATFORM_ADMIN_TOKEN;
// the server does the work and keeps the audit log. See docs/delivery.md.
//
//   publish <remote> [--dist <folder>]      build the remote's release (browser, server and types;
//                                           Nx's target `release`, cached), or take a built browser
//                                           folder (its server build beside it in <folder>-server),
//                                           and upload it
//   deploy <remote> <version>               every visitor gets that release (after the gates)
//   rollback <remote>                       back to the version before the last change
//   canary <remote> <version> <percent>     a sticky share of visitors gets that release, judged
//     [--min-views <n>] [--error-alpha <a>]   by its guard rails (docs/delivery.md, "Field data"):
//     [--max-inp-ms <ms>] [--max-lcp-ms <ms>] unset ones keep the site's defaults
//   canary <remote> off                     ends the canary
//   hold <remote>                           the platform shows the canary's verdict, acts on none
//   resume <remote>                         lets the platform act on the canary's verdict again
//   verdict                                 judges the running canaries now (else every minute)
//   promote <remote>                        the canary becomes the release for everyone
//   status [--json]                         active, canary and previous versions, who, when, errors,
//                                           field data per version and the canary's verdict
//   status --matrix [--json]                the release matrix: shell and every remote's active,
//                                           canary and previous release, compatible or not and why
//   live [--json]                           what the site serves now (public: no token needed)
//   prune <remote> --keep <n>               removes older releases (never active/previous/canary)
//   check-shell [--dist <folder>]           can this shell build (default shell/dist) run the
//                                           releases running now? exit 1 when it cannot
//
// Options: --url <site> (IPER_URL, default http://127.0.0.1:3000), --actor <name> (who you are in
// the audit log; default git's user.name, else $USER), --skip-browser-smoke (deploy and canary
// without opening the release's pages in a browser first).
//
// Before deploy and canary, the release's public pages are opened on the site in headless
// chromium (CHROMIUM_PATH, default /usr/bin/chromium) with a preview pass: that browser alone gets
// the release. A page that errors, does not hydrate or shows no heading refuses the release here;
// the server's gate (shared versions, routes, server render) refuses the rest.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_REGISTRY } from '../libs/routes/src/remote-registry.js';
import { browserSmoke } from './release-smoke.mjs';
import { serverOutputDir } from './rspack/server-output-dir.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HISTORY_FILE = '.build-history.json';

class UsageError extends Error {}

function remoteOf(name) {
  const remote = REMOTE_REGISTRY.find((entry) => entry.name === name || entry.folder === name);
  if (!remote)
    throw new UsageError(
      `No remote is called "${name}": ${REMOTE_REGISTRY.map((entry) => entry.folder).join(', ')}`,
    );
  return remote;
}

/**
 * The browser smoke test of a release on the site, before anyone is switched to it. The site
 * gives the preview pass only to a release that passes its own gate for `action` (the refusal
 * then comes from there, with its reasons).
 */
async function smokeInBrowser(options, remote, version, action) {
  if (options['skip-browser-smoke']) return;
  const preview = await api(
    options,
    'POST',
    `/platform/releases/${remote.name}/${encodeURIComponent(version)}/preview`,
    { for: action },
  );
  console.error(
    `Opening ${preview.pages.join(', ')} with ${remote.name} ${version} in a browser …`,
  );
  const problems = await browserSmoke({
    site: options.url,
    remote: remote.name,
    version,
    cookie: preview.cookie,
    pages: preview.pages,
  });
  if (problems.length)
    throw new Error(
      `${action === 'deploy' ? 'Il deploy' : 'Il canary'} di ${remote.name} ${version} è rifiutato dal test nel browser: ${problems.join('; ')}.`,
    );
}

function defaultActor() {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8' }).trim();
    if (name) return name;
  } catch {
    // no git identity: the login name
  }
  return process.env.USER || process.env.USERNAME || 'unknown';
}

async function api(options, method, pathname, body) {
  const token = process.env.PLATFORM_ADMIN_TOKEN;
  const headers = { 'x-platform-actor': options.actor };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(new URL(`/api${pathname}`, options.url), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `The site at ${options.url} cannot be reached (${error.cause?.code ?? error.message}).`,
    );
  }
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const reason = json?.message ?? text.slice(0, 300);
    if (response.status === 404 && !token)
      throw new Error(
        `${response.status}: the admin API is not there — is PLATFORM_ADMIN_TOKEN set on the site and here?`,
      );
    throw new Error(`${response.status}: ${reason}`);
  }
  return json;
}

/** Every file under `dir`, relative, '/'-separated. */
function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory()
      ? listFiles(file, base)
      : [path.relative(base, file).split(path.sep).join('/')];
  });
}

/**
 * The files of the last build in a build folder: that build's history entry (a dist that keeps
 * earlier builds' files, tools/rspack/build-history-plugin.mjs), or every file of a fresh folder.
 */
function lastBuildFiles(dir) {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the remote first.`);
  const historyFile = path.join(dir, HISTORY_FILE);
  if (!existsSync(historyFile))
    return listFiles(dir).filter((file) => !file.endsWith(HISTORY_FILE));
  return JSON.parse(readFileSync(historyFile, 'utf8')).at(-1)?.files ?? [];
}

/**
 * A release's files: the browser build in `dist` as `browser/…` and its server build, beside it
 * (`<dist>-server`, tools/rspack/server-output-dir.mjs), as `server/…`.
 */
function releaseFiles(dist) {
  const part = (name, dir) =>
    lastBuildFiles(dir).map((file) => ({
      path: `${name}/${file}`,
      content: readFileSync(path.join(dir, file)).toString('base64'),
    }));
  return [...part('browser', dist), ...part('server', serverOutputDir(dist))];
}

/**
 * The remote's release build (its Nx target `release`, tools/rspack/release-build.mjs: browser and
 * server builds with the federated types the gate checks), from Nx's cache when its sources have
 * not changed: `remotes/<folder>/release`.
 */
function buildRelease(remote) {
  console.log(`Building the release of ${remote.folder} (browser, server and types) …`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/.bin/nx'), 'run', `@iper/${remote.folder}:release`],
    { cwd: root, env: process.env, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`The release build of ${remote.folder} failed.`);
  return path.join(root, 'remotes', remote.folder, 'release');
}

async function publish(options, name) {
  const remote = remoteOf(name);
  const dist = options.dist ? path.resolve(options.dist) : buildRelease(remote);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const version = manifest.metaData?.release?.version;
  if (!version) throw new Error(`${dist}/mf-manifest.json names no release version: rebuild it.`);
  if (manifest.metaData.release.dirty)
    console.warn('Note: the build comes from a checkout with uncommitted changes.');
  if (!manifest.metaData.types)
    console.warn(
      'Note: the build has no federated types (a workspace build?): the gate will refuse to deploy it while the shell uses its modules. Publish without --dist to build the release with them.',
    );
  const files = releaseFiles(dist);
  const release = await api(options, 'POST', `/platform/releases/${remote.name}/${version}`, {
    files,
  });
  console.log(
    `Published ${remote.folder} ${release.version} (commit ${release.commit.slice(0, 12)}, ${files.length} files).`,
  );
  console.log(
    `Next: npm run remote -- canary ${remote.folder} ${version} 10   or   deploy ${remote.folder} ${version}`,
  );
  return release;
}

/**
 * A shell build, before it replaces the live one: the site compares the shared versions its
 * mf-manifest.json provides with what every running release (active and canary) requires.
 */
async function checkShell(options) {
  const dist = path.resolve(options.dist ?? path.join(root, 'shell/dist'));
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new UsageError(
      `${manifestFile} does not exist: build the shell first (npx nx run @iper/shell:build).`,
    );
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new UsageError(`${manifestFile} is not JSON: rebuild the shell.`);
  }
  return api(options, 'POST', '/platform/shell/check', manifest);
}

function printShellCheck(check) {
  const print = check.ok ? console.log : console.error;
  // The message names every problem (remote, version, library, required and provided versions).
  print(check.ok ? `compatible: ${check.message}` : `incompatible: ${check.message}`);
  if (check.unchecked.length)
    print(
      `  not checked (no release, no metadata): ${check.unchecked
        .map((remote) => `${remote.remote} ${remote.entry}`)
        .join(', ')}`,
    );
}

function when(iso) {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '-';
}

function printStatus(remotes) {
  for (const status of remotes) {
    const errors = (version) => (version ? ` errors: ${status.errors[version] ?? 0}` : '');
    console.log(`${status.remote}`);
    console.log(
      `  active   ${status.version ?? `(not a release) ${status.entry}`}${errors(status.version)}  since ${when(status.since)}${status.by ? ` by ${status.by}` : ''}`,
    );
    if (status.canary)
      console.log(
        `  canary   ${status.canary.version} to ${status.canary.percent}%${errors(status.canary.version)}  since ${when(status.canary.since)}`,
      );
    if (status.previous)
      console.log(`  previous ${status.previous.version ?? status.previous.entry}`);
    printFieldData(status.fieldData);
    if (status.releases.length)
      console.log(
        `  releases ${status.releases
          .map(
            (release) =>
              `${release.version} (${release.commit.slice(0, 7)}${release.dirty ? ', dirty' : ''}${runtimeText(release.runtime)})`,
          )
          .join(', ')}`,
      );
  }
}

/**
 * What a release runs on (the gate compares it with the live shell); a build made before the
 * runtime was recorded says nothing of it, so the gate does not compare it.
 */
function runtimeText(runtime) {
  if (!runtime) return '';
  const known = (version) => version ?? 'unknown';
  return `; MF runtime ${runtime.federation ?? 'unknown, not compared'}, React ${known(runtime.react)}, react-router ${known(runtime.reactRouter)}`;
}

/** A version's field data in one line: page views, failing page views, p75 of each vital. */
function figuresLine(figures) {
  const rate = figures.pageViews ? ((figures.errors / figures.pageViews) * 100).toFixed(2) : '0.00';
  const vitals = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']
    .filter((metric) => figures.p75[metric] !== undefined)
    .map((metric) =>
      metric === 'CLS'
        ? `CLS ${figures.p75[metric].toFixed(3)}`
        : `${metric} ${Math.round(figures.p75[metric])} ms`,
    );
  return `${figures.version}: ${figures.pageViews} views, errors ${rate}%${vitals.length ? `, p75 ${vitals.join(' ')}` : ''}`;
}

const CONTRACT_STATES = {
  verificato: 'contract checked',
  'non usato': 'exposes nothing the shell uses',
  'senza tipi': 'no published types: refused, the contract cannot be checked',
  'shell senza contratto': 'the shell does not say what it uses: contract not checked',
  'non verificabile': 'no TypeScript on the site: contract not checked',
};

/**
 * The release matrix (status --matrix): the active shell, then per remote its active, canary and
 * previous release against it and the other live releases, and the gate's reasons (in Italian, as
 * the gate gives them) where one does not fit.
 */
function printMatrix(matrix) {
  if (!matrix.shell) console.log('shell          mf-manifest.json unreadable: nothing checked');
  else
    console.log(
      `shell          ${matrix.shell.version}  uses ${matrix.shell.consumes} exposed modules  ${
        matrix.shell.ok ? 'runs the running releases' : 'CANNOT run every running release'
      }`,
    );
  for (const { remote, cells } of matrix.remotes)
    cells.forEach((cell, index) => {
      const verdict =
        cell.ok === null ? 'not checked (not a release)' : cell.ok ? 'compatible' : 'INCOMPATIBLE';
      const note =
        cell.ok && cell.contract ? `  (${CONTRACT_STATES[cell.contract] ?? cell.contract})` : '';
      console.log(
        `${(index === 0 ? remote : '').padEnd(14)} ${cell.channel.padEnd(10)} ${String(
          cell.version ?? cell.entry,
        ).padEnd(14)} ${verdict}${note}`,
      );
      for (const reason of cell.reasons) console.log(`${''.padEnd(26)}- ${reason}`);
    });
}

/** Field data of a remote's versions and its canary's verdict (status). */
function printFieldData(data) {
  if (!data) return;
  for (const figures of data.versions) console.log(`  field    ${figuresLine(figures)}`);
  if (data.canary) {
    const { verdict, rails, held } = data.canary;
    console.log(
      `  verdict  ${verdict.decision}${held ? ' (held)' : ''}: ${verdict.reasons.join(' ')}  [rails: ${rails.minPageViews} views, alpha ${rails.errorAlpha}, INP +${rails.inpMarginMs} ms, LCP +${rails.lcpMarginMs} ms]`,
    );
  }
}

/** The status with each remote's field data beside it (a site without field data: none). */
async function statusWithFieldData(options) {
  const status = await api(options, 'GET', '/platform/releases');
  const fieldData = await api(options, 'GET', '/platform/field-data').catch(() => undefined);
  for (const remote of status.remotes)
    remote.fieldData = fieldData?.remotes.find((entry) => entry.remote === remote.remote);
  return status;
}

/** The guard rails given on the command line (unset ones keep the site's defaults). */
function guardRailsOf(options) {
  const rails = {};
  const number = (flag) => {
    const value = Number(options[flag]);
    if (!Number.isFinite(value)) throw new UsageError(`--${flag} takes a number.`);
    return value;
  };
  if (options['min-views'] !== undefined) rails.minPageViews = number('min-views');
  if (options['error-alpha'] !== undefined) rails.errorAlpha = number('error-alpha');
  if (options['max-inp-ms'] !== undefined) rails.inpMarginMs = number('max-inp-ms');
  if (options['max-lcp-ms'] !== undefined) rails.lcpMarginMs = number('max-lcp-ms');
  return rails;
}

// The help is the comment at the top of this file (after the shebang, up to the first import).
const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8')
  .split('\n')
  .slice(1);
const HELP = lines
  .slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  )
  .map((line) => line.slice(3))
  .join('\n');

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string', default: process.env.IPER_URL ?? 'http://127.0.0.1:3000' },
      actor: { type: 'string' },
      dist: { type: 'string' },
      keep: { type: 'string' },
      'min-views': { type: 'string' },
      'error-alpha': { type: 'string' },
      'max-inp-ms': { type: 'string' },
      'max-lcp-ms': { type: 'string' },
      'skip-browser-smoke': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      matrix: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const options = { ...values, actor: values.actor ?? defaultActor() };
  const [command, ...args] = positionals;
  const need = (count, usage) => {
    if (args.length < count) throw new UsageError(`Usage: npm run remote -- ${usage}`);
  };
  const show = (result, print) =>
    options.json ? console.log(JSON.stringify(result, null, 2)) : print(result);
  switch (command) {
    case 'publish':
      need(1, 'publish <remote> [--dist <folder>]');
      return show(await publish(options, args[0]), () => {});
    case 'deploy': {
      need(2, 'deploy <remote> <version>');
      const remote = remoteOf(args[0]);
      await smokeInBrowser(options, remote, args[1], 'deploy');
      const status = await api(options, 'PUT', `/platform/releases/${remote.name}/active`, {
        version: args[1],
      });
      return show(status, (result) => printStatus([result]));
    }
    case 'rollback': {
      need(1, 'rollback <remote>');
      const remote = remoteOf(args[0]);
      return show(
        await api(options, 'POST', `/platform/releases/${remote.name}/rollback`),
        (result) => printStatus([result]),
      );
    }
    case 'canary': {
      need(2, 'canary <remote> <version> <percent>  |  canary <remote> off');
      const remote = remoteOf(args[0]);
      if (args[1] === 'off')
        return show(
          await api(options, 'DELETE', `/platform/releases/${remote.name}/canary`),
          (result) => printStatus([result]),
        );
      need(3, 'canary <remote> <version> <percent>');
      const percent = Number(String(args[2]).replace(/%$/, ''));
      const rails = guardRailsOf(options);
      await smokeInBrowser(options, remote, args[1], 'canary');
      const status = await api(options, 'PUT', `/platform/releases/${remote.name}/canary`, {
        version: args[1],
        percent,
      });
      // The canary declares the guard rails it is judged by (field data, docs/delivery.md).
      const declared = await api(
        options,
        'PUT',
        `/platform/field-data/${remote.name}/guard-rails`,
        rails,
      );
      return show({ ...status, guardRails: declared.rails }, (result) => {
        printStatus([result]);
        const { minPageViews, errorAlpha, inpMarginMs, lcpMarginMs } = declared.rails;
        console.log(
          `  rails    ${minPageViews} views each, errors at alpha ${errorAlpha}, p75 INP +${inpMarginMs} ms, p75 LCP +${lcpMarginMs} ms`,
        );
      });
    }
    case 'hold':
    case 'resume': {
      need(1, `${command} <remote>`);
      const remote = remoteOf(args[0]);
      const result = await api(
        options,
        command === 'hold' ? 'POST' : 'DELETE',
        `/platform/field-data/${remote.name}/hold`,
      );
      return show(result, () =>
        console.log(
          result.held
            ? `${remote.name}: the canary's verdict is held (shown, not acted on); promote or canary off decide it`
            : `${remote.name}: the platform acts on the canary's verdict again`,
        ),
      );
    }
    case 'verdict': {
      const result = await api(options, 'POST', '/platform/field-data/verdicts');
      return show(result, () => {
        if (!result.decided.length)
          console.log('No canary decided: waiting for data, held, or none.');
        for (const { remote, verdict } of result.decided)
          console.log(`${remote}: ${verdict.summary}`);
      });
    }
    case 'promote': {
      need(1, 'promote <remote>');
      const remote = remoteOf(args[0]);
      return show(
        await api(options, 'POST', `/platform/releases/${remote.name}/promote`),
        (result) => printStatus([result]),
      );
    }
    case 'status': {
      if (options.matrix)
        return show(await api(options, 'GET', '/platform/releases/matrix'), printMatrix);
      const status = await statusWithFieldData(options);
      return show(status.remotes, (remotes) => {
        printStatus(remotes);
        if (!status.shell) console.log('shell    mf-manifest.json unreadable: not checked');
        else if (!status.shell.ok) printShellCheck(status.shell);
        else
          console.log(`shell    ${status.shell.shell.version} provides what the releases require`);
      });
    }
    case 'check-shell': {
      const check = await checkShell(options);
      show(check, printShellCheck);
      if (!check.ok) process.exitCode = 1;
      return;
    }
    case 'live':
      return show(await api(options, 'GET', '/platform/remotes/live'), (result) => {
        for (const remote of result.remotes)
          console.log(
            `${remote.name.padEnd(14)} ${String(remote.version ?? '?').padEnd(14)} ${String(
              remote.commit ?? '?',
            )
              .slice(0, 12)
              .padEnd(
                13,
              )} ${remote.entry}${remote.canary ? `  canary ${remote.canary.version} ${remote.canary.percent}%` : ''}`,
          );
      });
    case 'prune': {
      need(1, 'prune <remote> --keep <n>');
      const remote = remoteOf(args[0]);
      const keep = Number(options.keep ?? 5);
      return show(
        await api(options, 'POST', `/platform/releases/${remote.name}/prune`, { keep }),
        (result) =>
          console.log(
            result.removed.length ? `Removed ${result.removed.join(', ')}` : 'Nothing to remove.',
          ),
      );
    }
    default:
      console.log(HELP);
      if (command && command !== 'help' && !options.help)
        throw new UsageError(`Unknown command "${command}".`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof UsageError ? error.message : `Refused: ${error.message}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
