// A small build beside the shell's (the service worker's code, the page script) names its one
// content-hashed entry file in a note the server reads (`{ "file": "/<folder>/<name>.<hash>.js" }`),
// so the server never guesses a hash.
import { rspack } from '@rspack/core';

const NAME = 'IperEntryNotePlugin';

export class EntryNotePlugin {
  /** @param {{ entry: string, note: string, folder: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { entry, note, folder } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const file = [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])].find((name) =>
            name.endsWith('.js'),
          );
          if (!file) throw new Error(`the ${entry} build produced no script`);
          compilation.emitAsset(
            note,
            new rspack.sources.RawSource(JSON.stringify({ file: `/${folder}/${file}` })),
          );
        },
      );
    });
  }
}
