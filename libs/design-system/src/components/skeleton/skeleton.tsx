import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cx } from '../../utils/class-names';
import { styleRef } from '../../utils/style-ref';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** Lines of text to sketch (shape text); the last one is shorter. */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  /**
   * No shimmer: room kept for content that has not started loading (it would tell of a load that
   * is not happening, and an endless animation redraws the page at every frame).
   */
  still?: boolean;
}

/** A grey sketch of content still loading; decoration only, hidden from screen readers. */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  className,
  still = false,
}: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" ref={styleRef({ width })}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(
              styles.block,
              still && styles.still,
              styles.text,
              index === lines - 1 && lines > 1 && styles.lastLine,
            )}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.block, still && styles.still, styles[shape], className)}
      aria-hidden="true"
      ref={styleRef({ width, height })}
    />
  );
}

/** Wraps skeletons so assistive technology hears one "loading" instead of nothing. */
export function SkeletonGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.group}>
      <VisuallyHidden>
        {label ?? <FormattedMessage id="skeleton.loading" defaultMessage="Caricamento in corso…" />}
      </VisuallyHidden>
      {children}
    </div>
  );
}
