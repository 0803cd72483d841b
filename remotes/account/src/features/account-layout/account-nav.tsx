import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../locale/use-localized-path';
import styles from './account-layout.module.css';

/** The account area's pages, on top of each of them, in the page's language. */
export function AccountNav() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <nav
      className={styles.nav}
      aria-label={intl.formatMessage({
        id: 'account.accountNav.label',
        defaultMessage: 'Area personale',
      })}
    >
      <ul>
        <li>
          <NavLink to={localized('/account')} end>
            <FormattedMessage id="account.accountNav.home" defaultMessage="Il mio account" />
          </NavLink>
        </li>
        <li>
          <NavLink to={localized('/account/dati-personali')}>
            <FormattedMessage
              id="account.accountNav.personalData"
              defaultMessage="Dati personali"
            />
          </NavLink>
        </li>
        <li>
          <NavLink to={localized('/account/lista-spesa')}>
            <FormattedMessage
              id="account.accountNav.shoppingList"
              defaultMessage="Lista della spesa"
            />
          </NavLink>
        </li>
        <li>
          <NavLink to={localized('/account/scontrini-digitali')}>
            <FormattedMessage
              id="account.accountNav.receipts"
              defaultMessage="Scontrini digitali"
            />
          </NavLink>
        </li>
        <li>
          <NavLink to={localized('/account/privacy-e-dati')}>
            <FormattedMessage id="account.accountNav.privacyData" defaultMessage="Privacy e dati" />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
