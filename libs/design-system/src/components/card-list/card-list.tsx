import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/class-names';
import styles from './card-list.module.css';

/**
 * A list (`<ul>`, one `<li>` per card) of cards side by side: one column on a phone, two from a
 * tablet, three on a desktop. The coupons, the job positions.
 */
export function CardList({ className, ...rest }: ComponentPropsWithoutRef<'ul'>) {
  return <ul className={cx(styles.list, className)} {...rest} />;
}
