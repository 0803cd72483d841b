// The shell's index.html names every file the shell needs to start, so the browser fetches them all
// at once. Without it the start-up is a staircase: main.js, then the bootstrap chunk and the shared
// libraries it consumes, then the shared libraries those consume (design system → forms, api →
// Redux Toolkit...), four round trips before the first render.
import { rspack } from '@rspack/core';

const NAME = 'IperStartupPreloadPlugin';

const CONSUMED = /^consume shared module .* \(fallback: (.+)\)$/;
const PROVIDED = /^provide shared module .* = (.+)$/;

/**
 * The files the shell loads at start-up: the chunks of the async boundary (`import('./bootstrap')`)
 * and, for every shared module they consume, the chunks of the copy the shell provides (the one
 * the share scope hands out, the shell being loaded first), and so on for what those consume.
 * Lazy pages and their shared modules (the showcase's forms...) are left to load on demand.
 */
function startupFiles(compilation) {
  const groupsByResource = (pattern) => {
    const byResource = new Map();
    for (const group of compilation.chunkGroups) {
      for (const origin of group.origins) {
        const resource = pattern.exec(origin.module?.identifier?.() ?? '')?.[1];
        if (resource) byResource.set(resource, group);
      }
    }
    return byResource;
  };
  const provided = groupsByResource(PROVIDED);
  const fallbacks = groupsByResource(CONSUMED);
  const bootstrap = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  const chunks = new Set(bootstrap.flatMap((group) => group.chunks));
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const resource = CONSUMED.exec(module.identifier())?.[1];
      const group = resource && (provided.get(resource) ?? fallbacks.get(resource));
      if (group) for (const next of group.chunks) chunks.add(next);
    }
  }
  const files = new Set();
  for (const chunk of chunks)
    for (const file of chunk.files) if (!file.endsWith('.map')) files.add(file);
  return [...files].sort();
}

export function startupPreloadTags(files, publicPath = '/') {
  const tag = (file, as) => `<link rel="preload" href="${publicPath}${file}" as="${as}">`;
  return [
    ...files.filter((file) => file.endsWith('.css')).map((file) => tag(file, 'style')),
    ...files.filter((file) => file.endsWith('.js')).map((file) => tag(file, 'script')),
  ].join('');
}

export class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After content hashing, when every file has its final name and index.html exists.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const files = startupFiles(compilation);
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string'
              ? compilation.outputOptions.publicPath
              : '/';
          const source = html.source
            .source()
            .toString()
            // The entry script is what every preloaded file waits for: it must not come last.
            .replace(/<script defer(?= src=)/g, '<script defer fetchpriority="high"');
          compilation.updateAsset(
            'index.html',
            new rspack.sources.RawSource(
              source.replace('</head>', `${startupPreloadTags(files, publicPath)}</head>`),
            ),
          );
        },
      );
    });
  }
}
