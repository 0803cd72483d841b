import path from 'node:path';
import { cachedFileReader } from '../../platform/file-cache';

/**
 * The shell build's description of the document (shell/dist/document.json, written by
 * tools/rspack/document-plugin.mjs): every page's HTML is composed from it (compose-document.ts).
 */
export interface ShellDocument {
  /** The fixed head (shell/src/document-head.json). */
  head: { title: string; description: string; themeColor: string; robots: string };
  /** The entry scripts, run in this order. */
  entry: string[];
  /** What the entry will ask for at start-up: fetched with it, not after it. */
  startup: { css: string[]; js: string[] };
  /**
   * The stylesheets of the shared modules the shell provides, by source file
   * (`libs/design-system/src/forms/index.ts`): a page module that uses one links them.
   */
  sharedCss?: Record<string, string[]>;
}

export const SHELL_DOCUMENT_FILE = 'document.json';

const readDocument = cachedFileReader((text) => JSON.parse(text) as ShellDocument);

/** The shell's document as built now (the same object until the file changes), if it is built. */
export function readShellDocument(shellDist: string): Promise<ShellDocument | undefined> {
  return readDocument(path.join(shellDist, SHELL_DOCUMENT_FILE));
}

/** A small build beside the shell's, which names its hashed file in a note (entry-note-plugin.mjs). */
export interface ShellSideBuild {
  folder: string;
  note: string;
}

/** The page script every server-rendered page runs (shell/rspack.page.mjs). */
export const PAGE_SCRIPT_BUILD: ShellSideBuild = { folder: 'page', note: 'page-script.json' };

const readNote = cachedFileReader((text) => (JSON.parse(text) as { file?: string }).file);

/** The address of a side build's file as built now, if it is built. */
export function readSideBuildFile(
  shellDist: string,
  { folder, note }: ShellSideBuild,
): Promise<string | undefined> {
  return readNote(path.join(shellDist, folder, note));
}
