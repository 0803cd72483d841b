// Browser builds: writes page-assets.json, the files each page module needs in the browser (the
// CSS and JavaScript of every chunk holding it, with the chunks split off them), keyed by the
// module's path in the app (src/pages/home/home-page.tsx). A server-rendered page links its CSS and
// preloads its scripts from it, so it is styled before any script runs and its code arrives with
// the HTML instead of after the remote's routes (server/src/pages/pages.plugin.ts reads it).
import path from 'node:path';
import { sharedModuleName } from './document-plugin.mjs';

const PAGE_MODULE = /[\\/]src[\\/]pages[\\/].+-page\.tsx$/;
const CONSUMED = /^consume shared module .* \(fallback: (.+)\)$/;

export class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageAssetsPlugin',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const pages = {};
          for (const module of compilation.modules) {
            // A page module may be concatenated into another (scope hoisting): the chunks are the outer one's.
            const resource = [module, ...(module.modules ?? [])]
              .map((inner) => inner.resource)
              .find((file) => file && PAGE_MODULE.test(file));
            if (!resource) continue;
            const known =
              pages[path.relative(compiler.context, resource).split(path.sep).join('/')];
            const files = new Set(known?.all ?? []);
            // The shared modules its chunks take from the share scope (the shell's copy at run time:
            // the server links that copy's styles, document-plugin.mjs).
            const shared = new Set(known?.shared ?? []);
            for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
              for (const group of chunk.groupsIterable) {
                for (const groupChunk of group.chunks) {
                  for (const file of groupChunk.files) files.add(file);
                  for (const inner of compilation.chunkGraph.getChunkModules(groupChunk)) {
                    const fallback = CONSUMED.exec(inner.identifier())?.[1];
                    if (fallback) shared.add(sharedModuleName(fallback));
                  }
                }
              }
            }
            const id = path.relative(compiler.context, resource).split(path.sep).join('/');
            const sorted = [...files].filter((file) => !file.endsWith('.map')).sort();
            pages[id] = {
              all: sorted,
              css: sorted.filter((file) => file.endsWith('.css')),
              js: sorted.filter((file) => file.endsWith('.js')),
              shared: [...shared].sort(),
            };
          }
          for (const entry of Object.values(pages)) delete entry.all;
          compilation.emitAsset(
            'page-assets.json',
            new compiler.rspack.sources.RawSource(JSON.stringify(pages, null, 1)),
          );
        },
      );
    });
  }
}
