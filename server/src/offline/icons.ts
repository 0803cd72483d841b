import { PNG } from 'pngjs';

/**
 * The site's app icons (web app manifest, issue 33), drawn here rather than kept as binary files:
 * the brand's red square with a white lowercase "i" ("La grande i"). A maskable icon keeps the
 * glyph inside the safe zone (the centre circle of 80 % diameter) that launchers crop to; the
 * "any" icons draw it larger.
 */
export const BRAND_RED = [0xc4, 0x00, 0x0d] as const;

export interface IconSpec {
  size: number;
  purpose: 'any' | 'maskable';
}

/** The icons the manifest names, by file name (served at /icons/<name>). */
export const APP_ICONS: Record<string, IconSpec> = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'icon-maskable-512.png': { size: 512, purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, purpose: 'any' },
};

/** A truecolour PNG (8 bits, RGB) of `rgb` (width × height × 3 bytes). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputColorType: 2 });
  png.data = Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, deflateLevel: 9 });
}

/**
 * The icon's pixels: red everywhere, a white "i" (a dot over a stem with rounded ends) centred.
 * `scale` is the glyph's height as a share of the side. Edges are anti-aliased by 3×3 sampling.
 */
export function drawIcon({ size, purpose }: IconSpec): Uint8Array {
  const scale = purpose === 'maskable' ? 0.5 : 0.66;
  const glyph = size * scale;
  const cx = size / 2;
  const top = (size - glyph) / 2;
  const dotRadius = glyph * 0.11;
  const dotY = top + dotRadius;
  const stemWidth = glyph * 0.2;
  const stemTop = top + glyph * 0.32;
  const stemBottom = top + glyph;
  const insideGlyph = (x: number, y: number) => {
    if ((x - cx) ** 2 + (y - dotY) ** 2 <= dotRadius ** 2) return true;
    const half = stemWidth / 2;
    if (Math.abs(x - cx) > half) return false;
    const r = half;
    if (y >= stemTop + r && y <= stemBottom - r) return true;
    const capY = y < stemTop + r ? stemTop + r : stemBottom - r;
    return (x - cx) ** 2 + (y - capY) ** 2 <= r * r;
  };
  const pixels = new Uint8Array(size * size * 3);
  const samples = 3;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let white = 0;
      for (let sy = 0; sy < samples; sy += 1)
        for (let sx = 0; sx < samples; sx += 1)
          if (insideGlyph(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)) white += 1;
      const share = white / (samples * samples);
      const offset = (y * size + x) * 3;
      for (let c = 0; c < 3; c += 1)
        pixels[offset + c] = Math.round((BRAND_RED[c] as number) * (1 - share) + 255 * share);
    }
  }
  return pixels;
}

const drawn = new Map<string, Buffer>();

/** The PNG of one of the app icons (drawn once per process), or undefined for another name. */
export function appIcon(name: string): Buffer | undefined {
  // Own names only: `toString` and the like are the object's, not icons.
  if (!Object.hasOwn(APP_ICONS, name)) return undefined;
  const spec = APP_ICONS[name]!;
  let png = drawn.get(name);
  if (!png) drawn.set(name, (png = encodePng(spec.size, spec.size, drawIcon(spec))));
  return png;
}
