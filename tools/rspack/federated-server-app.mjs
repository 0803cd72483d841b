// The Node build of a federated app, beside its browser build and outside it (dist-server/, a
// sibling of dist/, which the site serves whole): the same source and the same federation name, so the server renders a page with the very code the browser then
// hydrates. What differs from the browser build, and why:
//  - target async-node, CommonJS containers, the @module-federation/node runtime plugin: the
//    server's render worker (server/src/pages/render) runs a remote's container from its file and
//    hands it to the shell's build, whose federation runtime never fetches one (a `loadEntry`
//    plugin, shell/src/server/render-page.tsx); the container then reads its chunks from beside it.
//  - Packages from node_modules are not bundled but required from the server's node_modules: one
//    React, one router, one Redux per render worker, whatever the remotes were built with (sharing
//    them through the federation gave two Reacts, module-federation/core#2662).
//  - The workspace singletons (@iper/api, the design system...) stay federation-shared, provided by
//    the shell's build: remotes take the shell's copy (`import: false`), as in the browser.
//  - CSS modules export class names only, computed exactly as in the browser build.
//  - A remote's public path is set at run time to its browser address (getPublicPath), so asset
//    URLs in the server's HTML are the browser's; its chunks are read from its own folder, not
//    from that address.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules } from './shared-modules.mjs';
import { typeScriptRule } from './typescript-rule.mjs';
import { BuildHistoryPlugin } from './build-history-plugin.mjs';
import { RemoveServerBuildInsidePlugin, serverOutputDir } from './server-output-dir.mjs';
import { WorkspacePathsPlugin } from './workspace-paths-plugin.mjs';

const require = createRequire(import.meta.url);

/** The global a render worker sets before it loads any remote (server/src/pages/render). */
export const SSR_GLOBAL = '__IPER_SSR__';

/** Everything imported from node_modules is required at run time, except what must be bundled. */
function nodeModulesExternal({ request }, callback) {
  if (
    !request ||
    request.startsWith('.') ||
    path.isAbsolute(request) ||
    request.startsWith('@iper/') ||
    request.startsWith('data:')
  ) {
    return callback();
  }
  if (request.startsWith('@module-federation/')) return callback();
  // react-router's exports map gives Node its development build; the browser runs the production
  // one, so the render worker loads that and hands it over (server/src/pages/render). A path
  // resolved here would be this machine's: a build restored elsewhere (a deploy, another checkout
  // sharing Nx's cache) would require a react-router that is not there, or a second copy.
  if (request === 'react-router') return callback(undefined, [SSR_GLOBAL, 'reactRouter'], 'global');
  if (request.endsWith('.css')) return callback();
  return callback(undefined, `commonjs ${request}`);
}

function workspaceSharedModules(isHost) {
  const shared = {};
  for (const [name, options] of Object.entries(sharedModules())) {
    if (!name.startsWith('@iper/')) continue;
    shared[name] = isHost ? options : { ...options, import: false };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir            absolute folder of the app
 * @param {string} options.federationName name in the federation
 * @param {Record<string,string>} [options.exposes] modules the app offers to the federation
 * @param {boolean} [options.isHost]      the shell: its server entry renders pages
 */
export function createFederatedServerConfig(options) {
  const { dir, federationName, exposes = {}, isHost = false } = options;
  const browserDir = process.env.IPER_OUTPUT_DIR
    ? path.resolve(process.env.IPER_OUTPUT_DIR)
    : path.join(dir, 'dist');
  return {
    name: `${federationName}-server`,
    // After the browser build (its page-assets.json and manifest come first).
    dependencies: [federationName],
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: isHost ? { main: './src/server/render-page.tsx' } : {},
    devtool: false,
    output: {
      path: serverOutputDir(browserDir),
      publicPath: '/',
      // CommonJS in packages that say "type": "module".
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      // The browser build's names: an asset's URL in the server's HTML is the file the browser has.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      // The same as the browser build's: CSS module class names are hashed with it.
      uniqueName: federationName,
      // A render worker of the previous generation may still load its chunks (see federated-app).
      clean: false,
    },
    externals: [nodeModulesExternal],
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { exportsOnly: true, localIdentName: '[uniqueName]-[hash:6]' },
        asset: { emit: false },
      },
      rules: [
        typeScriptRule({ development: false, targets: 'node 20' }),
        {
          test: /[\\/]src[\\/]pages[\\/].+-page\.tsx$/,
          loader: require.resolve('./page-module-loader.cjs'),
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2|webm|vtt)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __IPER_BUILD_ID__: JSON.stringify(process.env.IPER_BUILD_ID ?? ''),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module', name: federationName },
        shared: workspaceSharedModules(isHost),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        ...(isHost
          ? {}
          : {
              getPublicPath: `return globalThis.${SSR_GLOBAL}.publicPath(${JSON.stringify(federationName)})`,
            }),
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new BuildHistoryPlugin(),
      new RemoveServerBuildInsidePlugin(browserDir),
      new WorkspacePathsPlugin(),
    ],
    optimization: {
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      // Readable, not minified. Modules are not concatenated: for each module it concatenates,
      // rspack writes a comment naming it, and a shared module's fallback by its absolute path on
      // the build machine (`// EXTERNAL MODULE: consume shared module … (fallback: /home/…)`).
      minimize: false,
      concatenateModules: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
