// Bundles the server into dist/main.js: workspace libs (TypeScript sources) are compiled in,
// npm packages stay external and load from node_modules, so the bundle stays small and native
// or wasm packages (PGlite) keep their own files.
import { build } from 'esbuild';

await build({
  // The render worker runs in a process of its own (src/pages/render), beside main.js.
  entryPoints: { main: 'src/main.ts', 'render-worker': 'src/pages/render/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@iper/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
