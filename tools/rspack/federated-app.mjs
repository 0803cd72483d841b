// One rspack configuration for every federated app (the shell and each remote), so that sharing,
// hashing and loaders cannot drift between teams. An app's own rspack.config.mjs only says who it
// is: its federation name, what it exposes and the port of its dev server.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { reactRouterBrowserModule } from './react-router-browser.mjs';
import { sharedModules } from './shared-modules.mjs';
import { typeScriptRule } from './typescript-rule.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { DocumentPlugin } from './document-plugin.mjs';
import { createFederatedServerConfig } from './federated-server-app.mjs';
import { PageAssetsPlugin } from './page-assets-plugin.mjs';
import { BuildHistoryPlugin } from './build-history-plugin.mjs';
import { ReleaseMetadataPlugin } from './release-metadata-plugin.mjs';
import { WorkspacePathsPlugin } from './workspace-paths-plugin.mjs';
import { remoteRegistration } from '../../libs/routes/src/remote-registry.js';

const require = createRequire(import.meta.url);

/** The shell's fixed head: title, description, theme colour (one file, for every document). */
const DOCUMENT_HEAD = 'src/document-head.json';

/** The page a development server answers: the fixed head and an empty root. */
function developmentDocument(headFile) {
  const head = JSON.parse(readFileSync(headFile, 'utf8'));
  const attribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    '<!doctype html><html lang="it" dir="ltr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="${attribute(head.robots)}">`,
    `<meta name="theme-color" content="${attribute(head.themeColor)}">`,
    `<title>${attribute(head.title)}</title>`,
    `<meta name="description" content="${attribute(head.description)}">`,
    '<link rel="icon" href="data:,"></head><body><div id="root"></div></body></html>',
  ].join('');
}

/**
 * rspack's federation plugin finds the MF runtime with require.resolve, so every container bundled
 * the runtime's CommonJS build: nothing tree-shaken, Node's script loader included. Point the
 * two entry points it injects at their ES module builds (everything they import follows).
 */
function federationRuntimeEsmAlias() {
  const cjs = (request) => require.resolve(request);
  const esm = (request) => cjs(request).replace(/\.cjs$/, '.js');
  return {
    [`${cjs('@module-federation/webpack-bundler-runtime')}$`]: esm(
      '@module-federation/webpack-bundler-runtime',
    ),
    [`${cjs('@module-federation/inject-external-runtime-core-plugin')}$`]: esm(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
    '@module-federation/runtime': esm('@module-federation/runtime'),
  };
}

/**
 * A remote's configuration: its federation name, exposed modules and dev port come from the
 * registry (libs/routes/src/remote-registry.js).
 * @param {string} dir  absolute folder of the remote
 * @param {string} name its federation name
 */
export function createRemoteAppConfig(dir, name) {
  const { exposes, devPort } = remoteRegistration(name);
  return createFederatedAppConfig({ dir, federationName: name, devPort, exposes });
}

/**
 * @param {object} options
 * @param {string} options.dir            absolute folder of the app (holds src/ and dist/)
 * @param {string} options.federationName name in the federation (a JS identifier)
 * @param {number} options.devPort        port of `rspack serve` for this app (IPER_DEV_PORT overrides it)
 * @param {Record<string,string>} [options.exposes] modules the app offers to the federation
 * @param {boolean} [options.isHost]      the shell: serves index.html at the site root
 * @param {string[]} [options.runtimePlugins] MF runtime plugins (host only)
 */
export function createFederatedAppConfig(options) {
  const browser = createBrowserConfig(options);
  // Production builds are the browser's and the server's; development serves the browser's only.
  return (env, argv) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    return mode === 'production'
      ? [browser(env, argv), createFederatedServerConfig(options)]
      : browser(env, argv);
  };
}

function createBrowserConfig(options) {
  const {
    dir,
    federationName,
    devPort,
    exposes = {},
    isHost = false,
    runtimePlugins = [],
  } = options;
  return (_env, argv) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const isProduction = mode === 'production';
    const reactRouter = isProduction ? reactRouterBrowserModule(dir) : undefined;
    const outputPath = process.env.IPER_OUTPUT_DIR
      ? path.resolve(process.env.IPER_OUTPUT_DIR)
      : path.join(dir, 'dist');

    return {
      mode,
      context: dir,
      // A remote's production output is its container alone; its index.ts only serves it standalone.
      entry: isHost || !isProduction ? { main: './src/index.ts' } : {},
      // Production maps hold the whole source: `hidden` (no sourceMappingURL comment) and written
      // beside dist/, in sourcemaps/, for an error tracker — never among the files the site serves.
      devtool: isProduction ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: outputPath,
        // The host is served from the site root; a remote is served from wherever its manifest
        // lives (a CDN path in production), so it computes its public path at run time.
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        cssFilename: '[name].[contenthash:10].css',
        cssChunkFilename: '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federationName,
        sourceMapFilename: isProduction ? '../sourcemaps/[file].map' : '[file].map',
        // Earlier builds' files stay (a page opened before a deploy still loads its chunks) until
        // `npm run prune:builds` (build-history-plugin.mjs); a development server writes nothing.
        clean: false,
        // Chunks and stylesheets that a remote loads from another origin than the page's (a CDN
        // entry, a session override) are requested in CORS mode, `crossorigin="anonymous"`, as the
        // CORS headers a remote's host must send allow (rspack adds the attribute only to such
        // addresses). Without it the page cannot read the rules of the remote's stylesheets, so
        // axe fetches each one and copies it into a <style> of its own, which the site's CSP
        // (no inline styles) refuses on every page of the remote; and an error in its scripts
        // reaches window.onerror as "Script error." with no message or stack.
        crossOriginLoading: 'anonymous',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: isProduction ? { ...reactRouter.alias, ...federationRuntimeEsmAlias() } : {},
      },
      module: {
        // `import styles from './x.module.css'`: one default object of class names.
        parser: { 'css/auto': { namedExports: false } },
        generator: {
          'css/auto': {
            localIdentName: isProduction ? '[uniqueName]-[hash:6]' : '[uniqueName]-[name]__[local]',
          },
        },
        rules: [
          ...(reactRouter ? [reactRouter.rule] : []),
          typeScriptRule({
            development: !isProduction,
            targets: 'defaults and supports es6-module',
          }),
          // `*.module.css` is scoped to its component, so styles never leak between remotes;
          // plain `.css` is global and only the shell and the design system's tokens use it.
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2|webm|vtt)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        reactRouter && new rspack.experiments.VirtualModulesPlugin(reactRouter.virtualModules),
        new rspack.DefinePlugin({
          __IPER_BUILD_ID__: JSON.stringify(process.env.IPER_BUILD_ID ?? ''),
        }),
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(),
          runtimePlugins,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: federatedTypes({ dir, exposes, isHost, isProduction }),
          // One MF runtime per page: the shell publishes its runtime core on a global and every
          // remote's production container uses it (each used to carry its own ~25 KB gzip copy).
          // A remote served alone in development has no shell, so it keeps its own.
          experiments: {
            ...(isHost
              ? { provideExternalRuntime: true }
              : isProduction
                ? { externalRuntime: true }
                : {}),
            // Remotes are loaded from their `remoteEntry.js` (shell/src/federation/remotes.ts), so
            // the runtime needs no snapshot handler for `mf-manifest.json` entries (-6 KiB gzip).
            optimization: { target: 'web', disableSnapshot: isProduction },
          },
        }),
        // The shell's production document is data (document.json) the server composes pages
        // from; an HTML page is what a development server (a shell or a remote alone) answers.
        !isProduction &&
          new rspack.HtmlRspackPlugin({
            ...(isHost
              ? { templateContent: developmentDocument(path.join(dir, DOCUMENT_HEAD)) }
              : { template: path.join(dir, 'src/index.html') }),
            // Script and style tags from the server's root: a remote served alone answers every
            // route with this page, and `main.js` relative to /carta-vantaggi/coupon would be
            // /carta-vantaggi/main.js (the page again: a blank harness on nested routes).
            publicPath: '/',
          }),
        isHost && isProduction && new DocumentPlugin({ head: path.join(dir, DOCUMENT_HEAD) }),
        isProduction &&
          new ReleaseMetadataPlugin({
            dir,
            routesFile: exposes['./routes'] ? path.join(dir, exposes['./routes']) : undefined,
            isHost,
          }),
        isProduction && new PageAssetsPlugin(),
        isProduction && new PrecompressPlugin(),
        isProduction && new BuildHistoryPlugin(),
        isProduction && new WorkspacePathsPlugin(),
      ].filter(Boolean),
      optimization: {
        // Named chunk ids keep hashes stable when an unrelated module is added.
        chunkIds: isProduction ? 'deterministic' : 'named',
        moduleIds: isProduction ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      // Lazy compilation's trigger requests go to the page's origin (the shell's dev server), not
      // to the remote's, so a remote's lazy routes would never compile: build them eagerly.
      lazyCompilation: false,
      devServer: {
        port: Number(process.env.IPER_DEV_PORT) || devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development every app (the shell, or a remote served alone) talks to the Fastify
        // server for data, the remotes manifest and the CMS and search protocols.
        proxy: [
          {
            context: ['/api', '/v2', '/1', '/assets'],
            target: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
          },
        ],
      },
      name: federationName,
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      watchOptions: { ignored: /node_modules|dist/ },
      target: 'web',
    };
  };
}

/**
 * A remote's release build publishes the types of what it exposes, with Module Federation's own
 * dts plugin: `@mf-types.zip` (the declarations, read by the release gate's contract check from the
 * release store, server/src/releases/contract-check.ts) and `@mf-types.d.ts` beside the container,
 * named in the manifest's `metaData.types`. Only a release needs them, and they cost ~15 s a
 * remote (`tsc --noCheck` over everything a module exposes reaches), three times the bundle: so
 * `IPER_MF_TYPES=on` asks for them, and only the release build sets it (its Nx target `release`,
 * tools/rspack/release-build.mjs, which `npm run remote -- publish` runs). `npm start`, `npm run
 * dev` and the e2e build make none. Generating only: the apps do not fetch each other's types while
 * building (that needs a running site); tools/types/fetch-types.mjs does, for a remote developed in
 * a repository of its own (docs/remote-team.md). `--noCheck`: `typecheck` checks them.
 */
function federatedTypes({ dir, exposes, isHost, isProduction }) {
  if (!isProduction || isHost || Object.keys(exposes).length === 0) return false;
  if (process.env.IPER_MF_TYPES !== 'on') return false;
  return {
    generateTypes: {
      tsConfigPath: path.join(dir, 'tsconfig.json'),
      compileInChildProcess: false,
      compilerInstance: 'tsc --noCheck',
      extractThirdParty: false,
      abortOnError: true,
    },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}
