import { cx } from '../../utils/class-names';
import { ILLUSTRATION_SUBJECTS, type IllustrationSubjectName } from './illustration-subjects';
import styles from './illustration.module.css';

export interface IllustrationProps {
  subject: IllustrationSubjectName;
  /** The box it fills, in px: the size of the picture it stands in for, so nothing moves. */
  width: number;
  height: number;
  /** Names the picture for screen readers; without it the illustration is decoration. */
  label?: string;
  className?: string;
}

/**
 * A drawn stand-in for a missing picture: the subject's glyph on a tinted backdrop with two soft
 * blobs, generated at the requested size (inline SVG, nothing to download, same on server and
 * browser).
 */
export function Illustration({ subject, width, height, label, className }: IllustrationProps) {
  const { glyph: Glyph, tone } = ILLUSTRATION_SUBJECTS[subject];
  const shortSide = Math.min(width, height);
  const glyphSize = Math.round(shortSide * 0.46);
  return (
    <svg
      className={cx(styles.illustration, styles[tone], className)}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      data-illustration={subject}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect className={styles.backdrop} width={width} height={height} />
      <circle className={styles.blob} cx={width * 0.84} cy={height * 0.16} r={shortSide * 0.32} />
      <circle className={styles.blob} cx={width * 0.1} cy={height * 0.92} r={shortSide * 0.22} />
      <Glyph
        className={styles.glyph}
        x={(width - glyphSize) / 2}
        y={(height - glyphSize) / 2}
        size={glyphSize}
        strokeWidth={1.5}
        aria-hidden
      />
    </svg>
  );
}

export { ILLUSTRATION_SUBJECT_NAMES, type IllustrationSubjectName } from './illustration-subjects';
