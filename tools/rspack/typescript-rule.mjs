/**
 * The rule an app's own source (TypeScript and TSX) is compiled by, in its browser and its Node
 * build: swc with React's automatic JSX runtime (the development runtime only in a development
 * browser build; tools/dev.mjs turns it off again for a remote run under the site's React), down
 * to `targets`.
 */
export function typeScriptRule({ development, targets }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}
