import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import styles from './virtual-card-nav.module.css';

const PAGES = [
  { to: '/virtual-card', id: 'loyalty.virtualCard.nav.overview', label: 'Cos’è' },
  {
    to: '/virtual-card/altri-negozi',
    id: 'loyalty.virtualCard.nav.otherStores',
    label: 'Dove trovarla',
  },
  { to: '/virtual-card/aziende', id: 'loyalty.virtualCard.nav.companies', label: 'Per le aziende' },
  {
    to: '/virtual-card/buoni-spesa',
    id: 'loyalty.virtualCard.nav.vouchers',
    label: 'Buoni spesa dei Comuni',
  },
] as const;

/** Moves between the four Virtual Card pages; the current one is marked for screen readers too. */
export function VirtualCardNav() {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({
        id: 'loyalty.virtualCard.nav.label',
        defaultMessage: 'Virtual Card',
      })}
      className={styles.nav}
    >
      <ul>
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) => (isActive ? styles.active : undefined)}
            >
              {intl.formatMessage({ id: page.id, defaultMessage: page.label })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
