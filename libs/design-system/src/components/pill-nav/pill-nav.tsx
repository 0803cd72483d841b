import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PillList } from '../pill-list/pill-list';
import styles from './pill-nav.module.css';

export interface PillNavItem {
  to: string;
  label: ReactNode;
  /** The link is current on this very address only, not on the pages below it. */
  end?: boolean;
}

/**
 * Links between the pages of one area (the account, the Virtual Card) drawn as pills; the current
 * page's pill is filled and marked aria-current for screen readers.
 */
export function PillNav({ label, items }: { label: string; items: PillNavItem[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <PillList>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </PillList>
    </nav>
  );
}
