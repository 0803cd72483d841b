import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/class-names';
import styles from './card-list.module.css';

export interface CardListProps extends ComponentPropsWithoutRef<'ul'> {
  /**
   * `grid`: cards side by side, one column on a phone, two from a tablet, three on a desktop (the
   * coupons, the job positions). `stack`: one card under the other at every width, closer
   * together (records read in order: signed-in devices, receipts, applications).
   */
  layout?: 'grid' | 'stack';
}

/** A list (`<ul>`, one `<li>` per card) of cards. */
export function CardList({ layout = 'grid', className, ...rest }: CardListProps) {
  return <ul className={cx(styles.list, styles[layout], className)} {...rest} />;
}
