import type { SbAsset } from '@iper/contracts';
import { Picture, type IllustrationSubjectName } from '@iper/design-system/illustrations';
import { assetSize, hasAsset } from '../domain/assets';

/** The box a card's picture reserves when its file name does not tell the size (16:9). */
const CARD_PICTURE_SIZE = { width: 960, height: 540 };

export interface StoryImageProps {
  asset: SbAsset | undefined | null;
  className?: string;
  /** The page's main image (the likely LCP): loaded at once and first. Others load lazily. */
  priority?: boolean;
  /** The image only illustrates text next to it that says the same: empty alt. */
  decorative?: boolean;
  sizes?: string;
  /** Draw this illustration when the story has no picture or it does not load (cards). */
  fallback?: IllustrationSubjectName;
}

/** A content image with its size reserved (from its file name), so the page does not jump. */
export function StoryImage({
  asset,
  className,
  priority = false,
  decorative = false,
  sizes,
  fallback,
}: StoryImageProps) {
  if (!hasAsset(asset) && !fallback) return null;
  const size =
    (asset?.filename && assetSize(asset.filename)) || (fallback ? CARD_PICTURE_SIZE : undefined);
  const imageProps = {
    className,
    sizes,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  const alt = decorative ? '' : (asset?.alt ?? '');
  if (fallback && size) {
    return (
      <Picture
        src={asset?.filename}
        alt={alt}
        width={size.width}
        height={size.height}
        fallback={fallback}
        {...imageProps}
      />
    );
  }
  return (
    <img
      src={asset?.filename}
      alt={alt}
      width={size?.width}
      height={size?.height}
      {...imageProps}
    />
  );
}
