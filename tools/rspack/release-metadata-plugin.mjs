// What a build says about itself in its mf-manifest.json, for the platform's release control
// (server/src/releases/) and for QA: the app's version (its package.json, maintained with
// changesets), the git commit its sources come from and whether the checkout differed there
// (source-commit.mjs), the route-table paths it serves, and the Module Federation runtime it
// bundles (the gate compares it with the live shell's: a mix of runtimes breaks hosts). The shared libraries and the versions it
// was built against are already there: Module Federation writes each `shared` entry's `version`
// and `requiredVersion`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { consumerContract } from '../types/consumer-contract.mjs';
import { sourceCommit } from './source-commit.mjs';

const NAME = 'IperReleaseMetadataPlugin';
const MANIFEST = 'mf-manifest.json';
/** A route of a remote's `./routes` module: its path is a literal (each remote's routes.test.ts). */
const ROUTE_PATH = /\bpath:\s*'([^']+)'/g;

const require = createRequire(import.meta.url);

/**
 * The build's version: IPER_RELEASE_VERSION when set (a pull request's prerelease build, e.g.
 * `1.4.0-pr.123`), else the app's package.json version.
 * @param {string} dir the app's folder
 */
export function buildVersion(dir) {
  const own = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  return process.env.IPER_RELEASE_VERSION || own;
}

/**
 * The version of the package `name` as resolved from `from` (a file). Found by walking up from its
 * entry: the MF packages export no `./package.json`.
 */
function resolvedVersion(name, from) {
  const entry = createRequire(from).resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.name === name) return { version: manifest.version, entry };
  }
  throw new Error(`No package.json of ${name} above ${entry}`);
}

/**
 * The Module Federation runtime a build bundles: the runtime-core that the bundler runtime the
 * federation plugin injects (tools/rspack/federated-app.mjs resolves it from here) depends on.
 */
export function federationRuntimeVersion() {
  const bundler = require.resolve('@module-federation/webpack-bundler-runtime');
  const runtime = resolvedVersion('@module-federation/runtime', bundler);
  return resolvedVersion('@module-federation/runtime-core', runtime.entry).version;
}

/** The literal paths of a remote's `./routes` module (src/routes.tsx). */
export function routePaths(routesFile) {
  return [...readFileSync(routesFile, 'utf8').matchAll(ROUTE_PATH)].map((match) => match[1]);
}

export class ReleaseMetadataPlugin {
  /**
   * @param {{ dir: string, routesFile?: string, isHost?: boolean }} options the app's folder; a
   *   remote's routes.tsx; the shell, whose manifest also says what it uses of the remotes' exposed
   *   modules (`consumes`, tools/types/consumer-contract.mjs: the release gate's contract check)
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { dir, routesFile, isHost = false } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation has written the manifest, before the brotli copies are made.
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          const version = buildVersion(dir);
          const routes = routesFile ? routePaths(routesFile) : [];
          if (routesFile && routes.length === 0)
            throw new Error(`${routesFile} names no route path: a release must say what it serves`);
          manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
          manifest.metaData.release = {
            version,
            ...sourceCommit(dir),
            routes,
            runtime: { federation: federationRuntimeVersion() },
            ...(isHost && { consumes: consumerContract(dir) }),
          };
          compilation.updateAsset(
            MANIFEST,
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
