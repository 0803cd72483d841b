// Brotli copies of the built files, made once at build time at the highest quality (11), which is
// too slow to run per request: the server sends them as they are (@fastify/static's
// `preCompressed`). On the home page's JavaScript that is ~14% fewer bytes than the gzip or
// quick brotli a server compresses with on the fly, and no compression work per request.
// (compression-webpack-plugin does this for webpack, but it needs webpack itself installed.)
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { rspack } from '@rspack/core';

const NAME = 'IperPrecompressPlugin';
const compress = promisify(brotliCompress);

/** Text files worth compressing (not source maps: only developer tools read them, and they are big). */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
/** Below this size a compressed copy saves less than its headers. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other step: the files are final (hashed names, the shell's document.json).
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async () => {
          const candidates = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES);
          for (const asset of candidates) {
            const source = asset.source.buffer();
            const brotli = await compress(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            if (brotli.length >= source.length) continue;
            compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(brotli), {
              ...asset.info,
              compressed: true,
              related: undefined,
            });
          }
        },
      );
    });
  }
}
