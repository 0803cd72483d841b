import { cx } from '../../utils/class-names';
import styles from './icon.module.css';
import { ICONS, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  /** Width and height in px (default 24). */
  size?: number;
  /** Gives the icon a name for screen readers; without it the icon is decoration and hidden. */
  label?: string;
  /** Fills the shape (a chosen heart). */
  filled?: boolean;
  className?: string;
}

export function Icon({ name, size = 24, label, filled = false, className }: IconProps) {
  const Glyph = ICONS[name];
  return (
    <Glyph
      className={cx(styles.icon, filled && styles.filled, className)}
      size={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

export { ICON_NAMES, type IconName } from './icons';
