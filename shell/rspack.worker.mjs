// The service worker's code (shell/src/offline/worker, docs/offline.md): one classic script with
// Workbox inside, content-hashed, beside the shell's files. It is not a federated module: a worker
// shares nothing with the page. The server's /sw.js (server/src/offline) names the hashed file,
// which it reads from dist/sw/sw-runtime.json. dist/sw/ keeps a build history of its own, so
// `npm run prune:builds` prunes it apart from the shell's files.
import { rspack } from '@rspack/core';
import { sideBuildOutputPath, sideBuildPlugins } from '../tools/rspack/side-build.mjs';
import { typeScriptRule } from '../tools/rspack/typescript-rule.mjs';

export const WORKER_FOLDER = 'sw';
export const WORKER_RUNTIME_FILE = 'sw-runtime.json';

export function serviceWorkerConfig(dir) {
  const outputPath = sideBuildOutputPath(dir, WORKER_FOLDER);
  return {
    name: 'shell-service-worker',
    mode: 'production',
    context: dir,
    target: 'webworker',
    entry: { 'sw-runtime': './src/offline/worker/sw-runtime.ts' },
    devtool: 'hidden-source-map',
    output: {
      path: outputPath,
      publicPath: `/${WORKER_FOLDER}/`,
      filename: '[name].[contenthash:10].js',
      sourceMapFilename: '../../sourcemaps/sw/[file].map',
      // The shell's files stay (build-history-plugin.mjs prunes them): this build only adds.
      clean: false,
      // One script, no chunks: importScripts() loads it whole.
      chunkFormat: 'array-push',
      iife: true,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [typeScriptRule({ development: false, targets: 'defaults and supports es6-module' })],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      // Workbox logs in development builds only (process.env.NODE_ENV).
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      ...sideBuildPlugins({
        entry: 'sw-runtime',
        note: WORKER_RUNTIME_FILE,
        folder: WORKER_FOLDER,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
