import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import styles from './account-layout.module.css';

/** The account area's pages, on top of each of them. */
export function AccountNav() {
  return (
    <nav className={styles.nav} aria-label="Area personale">
      <ul>
        <li>
          <NavLink to="/account" end>
            <FormattedMessage id="accountNav.home" defaultMessage="Il mio account" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/dati-personali">
            <FormattedMessage id="accountNav.personalData" defaultMessage="Dati personali" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/lista-spesa">
            <FormattedMessage id="accountNav.shoppingList" defaultMessage="Lista della spesa" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/scontrini-digitali">
            <FormattedMessage id="accountNav.receipts" defaultMessage="Scontrini digitali" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/privacy-e-dati">
            <FormattedMessage id="accountNav.privacyData" defaultMessage="Privacy e dati" />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
