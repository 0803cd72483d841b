import type { SbAsset } from '@iper/contracts';

/**
 * The pixel size of a content image, read from its file name: Storyblok writes it in the path
 * ('/f/123/1200x630/abc/hero.jpg'), our bundled images in the name ('hero-960x540.3f9a….webp').
 * Knowing it lets the page reserve the space (no layout shift).
 */
export function assetSize(filename: string): { width: number; height: number } | undefined {
  const match = /(?:^|[/-])(\d{2,5})x(\d{2,5})(?=[/.])/.exec(filename);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

export function hasAsset(asset: SbAsset | undefined | null): asset is SbAsset {
  return !!asset?.filename;
}
