import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/class-names';
import styles from './pill-list.module.css';

/**
 * Pills in a row that wraps (`<ul>`, one `<li>` per pill): the pages of an area (PillNav), the
 * filters a shopper has chosen. The pills bring their own look.
 */
export function PillList({ className, ...rest }: ComponentPropsWithoutRef<'ul'>) {
  return <ul className={cx(styles.list, className)} {...rest} />;
}
