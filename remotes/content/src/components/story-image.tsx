import type { SbAsset } from '@iper/contracts';
import { assetSize, hasAsset } from '../domain/assets';

export interface StoryImageProps {
  asset: SbAsset | undefined | null;
  className?: string;
  /** The page's main image (the likely LCP): loaded at once and first. Others load lazily. */
  priority?: boolean;
  /** The image only illustrates text next to it that says the same: empty alt. */
  decorative?: boolean;
  sizes?: string;
}

/** A content image with its size reserved (from its file name), so the page does not jump. */
export function StoryImage({ asset, className, priority = false, decorative = false, sizes }: StoryImageProps) {
  if (!hasAsset(asset)) return null;
  const size = assetSize(asset.filename);
  return (
    <img
      className={className}
      src={asset.filename}
      alt={decorative ? '' : asset.alt}
      width={size?.width}
      height={size?.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
