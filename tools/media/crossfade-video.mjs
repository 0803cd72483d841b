import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The demo videos' one recipe (the content illustrations' videos, the careers presentation):
 * still pictures drawn as SVG, each shown `secondsPerFrame` and cross-faded into the next over
 * `fade` seconds, encoded as a silent VP9 WebM at `fps` frames a second and quality `crf` (higher
 * is smaller). Resolves with the WebM's bytes. Needs sharp (an npm development dependency) and
 * ffmpeg (Debian's package); the site only serves the files.
 */
export async function crossfadeVideo({ svgs, secondsPerFrame, fade, fps, crf }) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'iper-video-'));
  try {
    const inputs = [];
    for (const [index, svg] of svgs.entries()) {
      const png = path.join(work, `frame-${index}.png`);
      await sharp(Buffer.from(svg)).png().toFile(png);
      inputs.push('-loop', '1', '-t', String(secondsPerFrame), '-i', png);
    }
    // Each frame fades into the next: the offsets add up the frame time minus the fade.
    const filters = [];
    let last = '[0:v]';
    for (let index = 1; index < svgs.length; index++) {
      const offset = (index * (secondsPerFrame - fade)).toFixed(2);
      filters.push(
        `${last}[${index}:v]xfade=transition=fade:duration=${fade}:offset=${offset}[v${index}]`,
      );
      last = `[v${index}]`;
    }
    const output = path.join(work, 'video.webm');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      `${filters.join(';')};${last}format=yuv420p[out]`,
      '-map',
      '[out]',
      '-r',
      String(fps),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-deadline',
      'good',
      '-an',
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
