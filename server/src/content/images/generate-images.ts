/*
 * Draws the demo content's illustrations and writes them as optimised WebP files, and its short
 * videos as WebM (VP9, silent) made of illustrations with cross-fades, all named by their content
 * hash so the server can cache them for a year. Run after changing catalog.ts:
 *   npx tsx server/src/content/images/generate-images.ts
 * It rewrites images.json (key → file, width, height), which the seed reads. sharp (an npm
 * development dependency) and ffmpeg (Debian's package, for the videos) are only needed here:
 * the server serves the files, it never draws them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { crossfadeVideo } from '../../../../tools/media/crossfade-video.mjs';
import { IMAGE_CATALOG, VIDEO_CATALOG } from './catalog';
import { illustrationSvg } from './illustrations';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'files');

async function main() {
  await mkdir(outDir, { recursive: true });
  const manifest: Record<string, { file: string; width: number; height: number }> = {};
  for (const image of IMAGE_CATALOG) {
    const { width, height } = image.illustration;
    const webp = await sharp(Buffer.from(illustrationSvg(image.illustration)))
      .webp({ quality: 72, effort: 6, smartSubsample: true })
      .toBuffer();
    const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
    const file = `${image.key}-${width}x${height}.${hash}.webp`;
    await writeFile(path.join(outDir, file), webp);
    manifest[image.key] = { file, width, height };
  }
  for (const video of VIDEO_CATALOG) {
    const svgs = video.frames.map((key) => {
      const frame = IMAGE_CATALOG.find((image) => image.key === key);
      if (!frame) throw new Error(`video ${video.key}: no image ${key}`);
      return illustrationSvg(frame.illustration);
    });
    const webm = await crossfadeVideo({
      svgs,
      secondsPerFrame: video.secondsPerFrame,
      fade: 0.6,
      fps: 24,
      crf: 42,
    });
    const hash = createHash('sha256').update(webm).digest('hex').slice(0, 10);
    const file = `${video.key}-960x540.${hash}.webm`;
    await writeFile(path.join(outDir, file), webm);
    manifest[video.key] = { file, width: 960, height: 540 };
  }
  const keep = new Set(Object.values(manifest).map((entry) => entry.file));
  for (const file of await readdir(outDir))
    if (!keep.has(file)) await unlink(path.join(outDir, file));
  await writeFile(path.join(here, 'images.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const sizes = await Promise.all(
    [...keep].map(async (file) => (await stat(path.join(outDir, file))).size),
  );
  console.log(
    `${keep.size} files, ${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} KB in all`,
  );
}

await main();
