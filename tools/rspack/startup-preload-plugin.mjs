// The shell's index.html names every file the shell needs to start, so the browser fetches them all
// at once. Without it the start-up is a staircase: main.js, then the bootstrap chunk and the shared
// libraries it consumes, then the shared libraries those consume (design system → forms, api →
// Redux Toolkit...), four round trips before the first render.
import { rspack } from '@rspack/core';

const NAME = 'IperStartupPreloadPlugin';

const CONSUMED = /^consume shared module .* \(fallback: (.+)\)$/;
const PROVIDED = /^provide shared module .* = (.+)$/;

/**
 * The files the shell loads at start-up: the async boundary's chunks (`import('./bootstrap')`) and,
 * for every shared module the shell consumes, the chunks of the copy the shell itself provides
 * (the one the share scope hands out, since the shell is loaded first).
 */
function startupFiles(compilation) {
  const groupsOf = (pattern) => {
    const byResource = new Map();
    for (const group of compilation.chunkGroups) {
      for (const origin of group.origins) {
        const resource = pattern.exec(origin.module?.identifier?.() ?? '')?.[1];
        if (resource) byResource.set(resource, group);
      }
    }
    return byResource;
  };
  const provided = groupsOf(PROVIDED);
  const groups = [...groupsOf(CONSUMED)].map(([resource, fallback]) => provided.get(resource) ?? fallback);
  groups.push(...compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === './bootstrap')));
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) for (const file of chunk.files) if (!file.endsWith('.map')) files.add(file);
  }
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
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const files = startupFiles(compilation);
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const source = html.source.source().toString();
        compilation.updateAsset(
          'index.html',
          new rspack.sources.RawSource(source.replace('</head>', `${startupPreloadTags(files, publicPath)}</head>`)),
        );
      });
    });
  }
}
