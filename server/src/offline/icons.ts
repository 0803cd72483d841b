import { deflateSync } from 'node:zlib';

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

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG chunks need it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A truecolour PNG (8 bits, RGB, no interlace) of `rgb` (width × height × 3 bytes). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(rows, start + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
