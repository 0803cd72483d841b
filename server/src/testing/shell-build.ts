import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHELL_DOCUMENT_FILE, type ShellDocument } from '../pages/document/shell-document';

/** A shell build's document (shell/dist/document.json) in miniature. */
export function shellDocument(startup: Partial<ShellDocument['startup']> = {}): ShellDocument {
  return {
    head: {
      title: 'Iper, La grande i',
      description: 'Volantini, punti vendita, Carta Vantaggi e servizi di Iper.',
      themeColor: '#c4000d',
      robots: 'noindex',
    },
    entry: ['/main.0123456789.js'],
    startup: { css: startup.css ?? [], js: startup.js ?? [] },
  };
}

/** Writes what the server composes pages from into a shell's dist folder (made if missing). */
export async function writeShellDocument(
  shellDist: string,
  document: ShellDocument = shellDocument(),
): Promise<void> {
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, SHELL_DOCUMENT_FILE), JSON.stringify(document));
}
