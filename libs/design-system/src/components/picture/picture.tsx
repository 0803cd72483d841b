import { lazy, Suspense, useCallback, useState, type ImgHTMLAttributes } from 'react';
import type { IllustrationProps, IllustrationSubjectName } from '../illustration/illustration';

// Most pictures load: the illustrations (their glyphs weigh ~5 KiB) are fetched only by a page
// that needs one.
const Illustration = lazy(() =>
  import('../illustration/illustration').then((module) => ({ default: module.Illustration })),
);

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onError'
> {
  /** The picture's address; empty when the data has none. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** What the generated illustration shows when there is no picture or it does not load. */
  fallback: IllustrationSubjectName;
}

/** The illustration's box while its drawing loads: same size and name, nothing drawn yet. */
function IllustrationBox({ width, height, label, className }: Omit<IllustrationProps, 'subject'>) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

/**
 * An image that always shows a picture: the photo when it loads, otherwise a generated
 * illustration of the same size (no grey box, no layout shift).
 */
export function Picture({
  src,
  alt,
  width,
  height,
  fallback,
  className,
  ...imageProps
}: PictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // An image rendered on the server can fail before React listens for its error event: when it
  // mounts already finished without pixels, decoding it tells whether it is really broken (a lazy
  // image that has not started yet simply waits).
  const noticeEarlyFailure = useCallback((image: HTMLImageElement | null) => {
    if (!image || !image.complete || image.naturalWidth > 0) return;
    const failed = image.getAttribute('src');
    // jsdom has no decode(); browsers all do.
    image.decode?.().catch(() => setFailedSrc(failed));
  }, []);

  if (!src || failedSrc === src) {
    const box = { width, height, label: alt || undefined, className };
    return (
      <Suspense fallback={<IllustrationBox {...box} />}>
        <Illustration subject={fallback} {...box} />
      </Suspense>
    );
  }
  return (
    <img
      ref={noticeEarlyFailure}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailedSrc(src)}
      {...imageProps}
    />
  );
}
