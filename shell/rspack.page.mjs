// The page script (shell/src/page-script, docs/architecture.md "When the app starts"): what every
// server-rendered page runs whether or not its app starts — the page view, field data, the offline
// site. A few kilobytes, not a federated module (it shares nothing with the app and loads no
// remote), content-hashed beside the shell's files. The boot loader runs it once the page is
// painted; the server names the hashed file, read from dist/page/page-script.json.
import { sideBuildOutputPath, sideBuildPlugins } from '../tools/rspack/side-build.mjs';
import { typeScriptRule } from '../tools/rspack/typescript-rule.mjs';

export const PAGE_SCRIPT_FOLDER = 'page';
export const PAGE_SCRIPT_NOTE = 'page-script.json';

export function pageScriptConfig(dir) {
  const outputPath = sideBuildOutputPath(dir, PAGE_SCRIPT_FOLDER);
  return {
    name: 'shell-page-script',
    mode: 'production',
    context: dir,
    target: 'web',
    entry: { 'page-script': './src/page-script/page-script.ts' },
    devtool: 'hidden-source-map',
    output: {
      path: outputPath,
      publicPath: `/${PAGE_SCRIPT_FOLDER}/`,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssChunkFilename: '[name].[contenthash:10].css',
      uniqueName: 'iper_page',
      sourceMapFilename: '../../sourcemaps/page/[file].map',
      // The shell's files stay (build-history-plugin.mjs prunes them): this build only adds.
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { localIdentName: 'iper_page-[hash:6]' } },
      rules: [
        typeScriptRule({ development: false, targets: 'defaults and supports es6-module' }),
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    optimization: { runtimeChunk: false },
    plugins: [
      ...sideBuildPlugins({
        entry: 'page-script',
        note: PAGE_SCRIPT_NOTE,
        folder: PAGE_SCRIPT_FOLDER,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
