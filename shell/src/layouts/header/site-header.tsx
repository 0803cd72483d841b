import {
  HeaderControlLines,
  HeaderControlText,
  headerControlClassName,
  Icon,
  usePrefetchRoute,
} from '@iper/design-system';
import { useSession, useStoreSelection } from '@iper/api';
import { prerenderAhead } from '@iper/contracts';
import { localeOfPath, localizePath } from '@iper/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { RemoteWidget } from '../../widgets/remote-widget';
import { HELP_LINK, MAIN_SECTIONS } from '../site-navigation';
import { MenuDrawer } from './menu-drawer';
import { SiteSearch } from './site-search';
import styles from './site-header.module.css';

/**
 * What stands in a widget's slot until its remote has loaded (or when it is down): a plain link
 * doing the same job, drawn like the widget so the swap moves nothing. A first visit's likeliest
 * next page (choosing a store): prerendered ahead, so the tap shows it at once.
 */
function StoreFallback() {
  return (
    <Link to="/punti-vendita" {...prerenderAhead()} className={headerControlClassName}>
      <Icon name="location" />
      <HeaderControlLines
        caption={<FormattedMessage id="layout.yourStore" defaultMessage="Il tuo punto vendita" />}
        value={
          <FormattedMessage id="layout.chooseStore" defaultMessage="Scegli il punto vendita" />
        }
      />
    </Link>
  );
}

/**
 * The account's stand-in: sign in, or, on a page drawn for a signed-in customer, their account
 * (the profile menu's greeting, as a link to their account: before the app, or without script).
 */
function AccountFallback() {
  const { user } = useSession();
  if (user)
    return (
      <Link to="/account" className={headerControlClassName}>
        <Icon name="user" />
        <HeaderControlText>
          <FormattedMessage
            id="layout.greeting"
            defaultMessage="Ciao {name}"
            values={{ name: user.name }}
          />
        </HeaderControlText>
      </Link>
    );
  return (
    <Link to="/accedi" className={headerControlClassName}>
      <Icon name="user" />
      <HeaderControlText>
        <FormattedMessage id="layout.loginRegister" defaultMessage="Accedi/Registrati" />
      </HeaderControlText>
    </Link>
  );
}

/**
 * The store selector: its stand-in does its job (a link to the store list) until the visitor
 * reaches for it, unless there is a saved store to name (applied after hydration), when it loads
 * once the browser is idle. A first visit downloads neither it nor the store locator's container.
 */
function StoreSlot() {
  const { selectedStoreId } = useStoreSelection();
  return (
    <RemoteWidget
      id="store_locator/StoreSelector"
      fallback={<StoreFallback />}
      loading={selectedStoreId ? 'idle' : 'intent'}
      slotClassName={styles.store}
    />
  );
}

/**
 * The profile menu: for a visitor it is the stand-in's link; signed in, it names the user (the
 * stand-in already does on a page drawn for them), and it loads once the browser is idle.
 */
function AccountSlot() {
  const { user } = useSession();
  return (
    <RemoteWidget
      id="account/ProfileMenu"
      fallback={<AccountFallback />}
      loading={user ? 'idle' : 'intent'}
      slotClassName={styles.account}
    />
  );
}

/**
 * The site header, the same on every page of the default layout and in the server's HTML: one
 * grid whose areas move with the width (styles), so the reading and tab order is the visual
 * order everywhere. Phone: menu, logo, store, account, then the search. Desktop: the same row
 * with the search and help inline, then every first-level section. The remotes' widgets sit in
 * slots of fixed size: loading them moves nothing.
 */
export function SiteHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const prefetch = usePrefetchRoute();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.menu}>
          <MenuDrawer />
        </div>
        <Link
          to={localizePath('/', locale)}
          className={styles.brand}
          aria-label={intl.formatMessage({
            id: 'layout.home',
            defaultMessage: 'Iper La grande i, pagina iniziale',
          })}
        >
          <span className={styles.brandMark} aria-hidden="true">
            Iper
          </span>
        </Link>
        <SiteSearch className={styles.search} />
        <StoreSlot />
        <Link to={localizePath(HELP_LINK.to, locale)} className={styles.help}>
          {intl.formatMessage(HELP_LINK)}
        </Link>
        <AccountSlot />
        <nav
          className={styles.nav}
          aria-label={intl.formatMessage({
            id: 'layout.mainSections',
            defaultMessage: 'Sezioni principali',
          })}
        >
          <ul className={styles.navList}>
            {MAIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={localizePath(section.to, locale)}
                  className={styles.navLink}
                  onMouseEnter={() => prefetch(section.to)}
                  onFocus={() => prefetch(section.to)}
                >
                  {intl.formatMessage(section)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
