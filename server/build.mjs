// Bundles the server into dist/main.js: workspace libs (TypeScript sources) are compiled in,
// npm packages stay external and load from node_modules, so the bundle stays small and native
// or wasm packages (PGlite) keep their own files.
import { build } from 'esbuild';

await build({
  // The render worker runs in a process of its own (src/pages/render), beside main.js. The tracing
  // SDK is a file of its own too: esbuild would hoist its packages' imports to the top of
  // main.js, and a server that does not trace must not load them (src/platform/tracing).
  entryPoints: {
    main: 'src/main.ts',
    'render-worker': 'src/pages/render/render-worker.ts',
    'tracing-sdk': 'src/platform/tracing/tracing-sdk.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'tracing-sdk-apart',
      setup(builder) {
        builder.onResolve({ filter: /^\.\/tracing-sdk$/ }, () => ({
          path: './tracing-sdk.js',
          external: true,
        }));
      },
    },
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
