// The shell's document (document.json) names every file the shell needs to start, so the browser
// fetches them all at once. Without it the start-up is a staircase: main.js, then the bootstrap chunk and the shared
// libraries it consumes, then the shared libraries those consume (design system → forms, api →
// Redux Toolkit...), four round trips before the first render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const NAME = 'IperDocumentPlugin';

const CONSUMED = /^consume shared module .* \(fallback: (.+)\)$/;
const PROVIDED = /^provide shared module .* = (.+)$/;

/** The repository's root: shared modules are named by their source file from it, in every build. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A shared module's source file as every build names it (page-assets-plugin.mjs too). */
export function sharedModuleName(resource) {
  return path.relative(ROOT, resource).split(path.sep).join('/');
}

/** The chunk group of each shared module, by its source file (provided, or consumed's fallback). */
function groupsByResource(compilation, pattern) {
  const byResource = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const resource = pattern.exec(origin.module?.identifier?.() ?? '')?.[1];
      if (resource) byResource.set(resource, group);
    }
  }
  return byResource;
}

/**
 * The stylesheets of each shared module the shell provides (libs/design-system/src/forms/index.ts
 * → its CSS): a page the server draws with a module that uses one (a remote's form) links them,
 * so the form is styled before the app, which would load them only when it asks for the module.
 */
function sharedStylesheets(compilation, url) {
  const shared = {};
  for (const [resource, group] of groupsByResource(compilation, PROVIDED)) {
    const css = group.chunks
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => file.endsWith('.css'));
    if (css.length > 0) shared[sharedModuleName(resource)] = [...new Set(css)].sort().map(url);
  }
  return shared;
}

/**
 * The files the shell loads at start-up: the chunks of the async boundary (`import('./bootstrap')`)
 * and, for every shared module they consume, the chunks of the copy the shell provides (the one
 * the share scope hands out, the shell being loaded first), and so on for what those consume.
 * Lazy pages and their shared modules (the showcase's forms...) are left to load on demand.
 */
function startupFiles(compilation) {
  const provided = groupsByResource(compilation, PROVIDED);
  const fallbacks = groupsByResource(compilation, CONSUMED);
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
 * head (`src/document-head.json`), the entry scripts in order, the start-up files to fetch
 * with them, and the stylesheets of the shared modules it provides. The server composes every page's HTML from it; nothing edits HTML after the fact.
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
    sharedCss: sharedStylesheets(compilation, url),
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
