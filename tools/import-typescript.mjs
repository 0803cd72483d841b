import { build } from 'esbuild';

/** Files a module may import for the page's look, which a script running its code does without. */
const LEFT_OUT = Object.fromEntries(
  ['.css', '.module.css', '.svg', '.png', '.jpg', '.webp', '.woff2'].map((ext) => [ext, 'empty']),
);

/**
 * Imports a TypeScript module of the workspace from a plain Node script (Node 20 does not run
 * TypeScript): esbuild bundles it with what it imports, in memory, and Node imports the result.
 * Workspace packages resolve through their package.json `main` (their src/index.ts); styles and
 * pictures are left out. The benches and the topology suite read the same domain code and test
 * fixtures as the apps.
 */
export async function importTypeScript(file) {
  const bundle = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    loader: LEFT_OUT,
    write: false,
    logLevel: 'error',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
  );
}
