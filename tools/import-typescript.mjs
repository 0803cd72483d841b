import { build } from 'esbuild';

/**
 * Imports a TypeScript module of the workspace from a plain Node script (Node 20 does not run
 * TypeScript): esbuild bundles it with what it imports, in memory, and Node imports the result.
 * The benches and the topology suite read the same domain code and test fixtures as the apps.
 */
export async function importTypeScript(file) {
  const bundle = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
  );
}
