// No build output names the machine it was built on: a file served to browsers, a server build
// copied to another host or a source map sent to an error tracker would otherwise carry the
// checkout's absolute path (tools/build-output.test.mjs checks every file of every build).
// What the configurations can avoid, they do (federated-server-app.mjs: no concatenated modules,
// whose comments named shared fallbacks by path). Two paths have no setting, and are written here
// relative to the workspace instead:
//  - `import.meta.url`, which rspack evaluates to the module's file URL on this machine
//    (pdfjs-dist's Node-only canvas factory, in the content remote's browser build);
//  - the Module Federation runtime's entry module, which rspack generates with `import`s of
//    absolute paths: its source is in the source maps.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const NAME = 'IperWorkspacePathsPlugin';
/** The checkout's root: this file is in <root>/tools/rspack/. */
export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT_ASSET = /\.(c?js|mjs|css|json|html)$/;

/**
 * The spellings of the workspace root in build output, each with what replaces it: as a file URL
 * (`file:///node_modules/x`), as a path (`node_modules/x`) and percent-encoded (inside data: URLs).
 */
export function workspaceRootSpellings(root = WORKSPACE_ROOT) {
  const url = pathToFileURL(root).href;
  return [
    [`${url}/`, 'file:///'],
    [`${root}${path.sep}`, ''],
    [`${encodeURIComponent(`${root}${path.sep}`)}`, ''],
    [url, 'file:///'],
    [root, '.'],
  ];
}

function relativeText(text, spellings) {
  let result = text;
  for (const [from, to] of spellings) result = result.split(from).join(to);
  return result;
}

export class WorkspacePathsPlugin {
  constructor({ root = WORKSPACE_ROOT } = {}) {
    this.spellings = workspaceRootSpellings(root);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Code and styles before they are minified and mapped: replaced in place, so their source
      // maps still point at the right columns.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!TEXT_ASSET.test(asset.name)) continue;
            const code = asset.source.source().toString();
            const found = this.#occurrences(code);
            if (found.length === 0) continue;
            const replaced = new sources.ReplaceSource(asset.source);
            for (const { start, length, to } of found)
              replaced.replace(start, start + length - 1, to);
            compilation.updateAsset(asset.name, replaced);
          }
        },
      );
      // Source maps once written: their sources and sourcesContent.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.map')) continue;
            const text = asset.source.source().toString();
            if (this.#occurrences(text).length === 0) continue;
            const map = JSON.parse(text);
            const relative = (value) =>
              typeof value === 'string' ? relativeText(value, this.spellings) : value;
            map.sources = map.sources?.map(relative);
            map.sourcesContent = map.sourcesContent?.map(relative);
            if (map.sourceRoot) map.sourceRoot = relative(map.sourceRoot);
            compilation.updateAsset(asset.name, new sources.RawSource(JSON.stringify(map)));
          }
        },
      );
    });
  }

  /** Where the text names the workspace root, the longest spelling first, never overlapping. */
  #occurrences(text) {
    const found = [];
    const taken = (start, end) =>
      found.some((each) => start < each.start + each.length && each.start < end);
    for (const [from, to] of this.spellings) {
      for (let at = text.indexOf(from); at !== -1; at = text.indexOf(from, at + from.length))
        if (!taken(at, at + from.length)) found.push({ start: at, length: from.length, to });
    }
    return found;
  }
}
