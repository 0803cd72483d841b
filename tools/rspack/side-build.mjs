// What the shell's small side builds (the service worker's code, the page script) share: a folder
// of their own beside the shell's files, and the same plugins — the note naming the hashed entry
// for the server, precompressed copies, and a build history so that `npm run prune:builds` prunes
// the folder apart from the shell's.
import path from 'node:path';
import { BuildHistoryPlugin } from './build-history-plugin.mjs';
import { EntryNotePlugin } from './entry-note-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/** The side build's output folder: `<dist>/<folder>` (IPER_OUTPUT_DIR moves dist). */
export function sideBuildOutputPath(dir, folder) {
  const dist = process.env.IPER_OUTPUT_DIR
    ? path.resolve(process.env.IPER_OUTPUT_DIR)
    : path.join(dir, 'dist');
  return path.join(dist, folder);
}

/** @param {{ entry: string, note: string, folder: string }} note */
export function sideBuildPlugins(note) {
  return [new EntryNotePlugin(note), new PrecompressPlugin(), new BuildHistoryPlugin()];
}
