import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlyerImage } from '@iper/contracts';

/** Where the browser finds the flyer illustrations (flyer-assets.routes.ts). */
export const FLYER_IMAGES_PATH = '/assets/flyers';

/** The product illustrations: flat SVGs with a 240 × 240 view box, no text baked in. */
export const PRODUCT_IMAGE_NAMES = [
  'mela',
  'pomodoro',
  'verdura',
  'insalata',
  'carne',
  'pollo',
  'pesce',
  'latte',
  'formaggio',
  'mozzarella',
  'yogurt',
  'salume',
  'pane',
  'dolce',
  'biscotti',
  'pasta',
  'sacco',
  'barattolo',
  'olio',
  'caffe',
  'acqua',
  'vino',
  'lattina',
  'surgelato',
  'pizza',
  'detersivo',
  'carta',
  'flacone',
  'dentifricio',
  'crocchette',
] as const;
export type FlyerImageName = (typeof PRODUCT_IMAGE_NAMES)[number];

const PRODUCT_IMAGE_SIZE = { width: 240, height: 240 };
/** Covers are A4-shaped (420 × 594). */
const COVER_IMAGE_SIZE = { width: 420, height: 594 };

/** FLYER_IMAGES_DIR (`app.config.flyerImagesDir`), told by the flyer assets' routes as they register. */
let configuredDir: string | undefined;

/**
 * Serves and versions the images from `dir` (FLYER_IMAGES_DIR), or the bundled folder when it is
 * undefined: the image URLs the flyer queries write and the files served must be the same ones.
 */
export function serveFlyerImagesFrom(dir: string | undefined): void {
  if (dir === configuredDir) return;
  configuredDir = dir;
  versions.clear();
}

/** The folder of the SVG files: FLYER_IMAGES_DIR, else beside this module in the sources, or read from them by the built server. */
export function flyerImagesDir(configured: string | undefined = configuredDir): string {
  if (configured) return configured;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'images'), path.join(here, '../src/flyers/images')];
  return candidates.find((dir) => existsSync(path.join(dir, 'mela.svg'))) ?? candidates[0]!;
}

const versions = new Map<string, string>();

/** A short hash of the file, put in its URL: the files are served as immutable, so a change must change the URL. */
function versionOf(file: string): string {
  let version = versions.get(file);
  if (!version) {
    version = createHash('sha256')
      .update(readFileSync(path.join(flyerImagesDir(), file)))
      .digest('hex')
      .slice(0, 10);
    versions.set(file, version);
  }
  return version;
}

export function productImage(name: string): FlyerImage {
  const file = `${name}.svg`;
  return { src: `${FLYER_IMAGES_PATH}/${file}?v=${versionOf(file)}`, ...PRODUCT_IMAGE_SIZE };
}

export function coverImage(file: string): FlyerImage {
  return { src: `${FLYER_IMAGES_PATH}/${file}?v=${versionOf(file)}`, ...COVER_IMAGE_SIZE };
}
