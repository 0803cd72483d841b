// The shell's document (document.json) names every file the shell needs to start, so the browser
// fetches them all at once. Without it the start-up is a staircase: main.js, then the bootstrap chunk and the shared
// libraries it consumes, then the shared libraries those consume (design system → forms, api →
// Redux Toolkit...), four round trips before the first render.
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';

const NAME = 'IperDocumentPlugin';

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

/**
 * The shell's document as data (`document.json`, read by server/src/pages/document): its fixed
 * head (`src/document-head.json`), the entry scripts in order, and the start-up files to fetch
 * with them. The server composes every page's HTML from it; nothing edits HTML after the fact.
 */
export function shellDocument(compilation, head) {
  const publicPath =
    typeof compilation.outputOptions.publicPath === 'string'
      ? compilation.outputOptions.publicPath
      : '/';
  const url = (file) => publicPath + file;
  const entry = [...compilation.entrypoints.values()].flatMap((entrypoint) =>
    entrypoint.getFiles().filter((file) => file.endsWith('.js')),
  );
  const startup = startupFiles(compilation).filter((file) => !entry.includes(file));
  return {
    head,
    entry: entry.map(url),
    startup: {
      css: startup.filter((file) => file.endsWith('.css')).map(url),
      js: startup.filter((file) => file.endsWith('.js')).map(url),
    },
  };
}

export class DocumentPlugin {
  /** @param {{ head: string }} options the JSON file of the document's fixed head */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.options.head);
      // After content hashing, when every file has its final name.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const head = JSON.parse(readFileSync(this.options.head, 'utf8'));
          const document = shellDocument(compilation, head);
          compilation.emitAsset(
            'document.json',
            new rspack.sources.RawSource(`${JSON.stringify(document, null, 2)}\n`),
          );
        },
      );
    });
  }
}
