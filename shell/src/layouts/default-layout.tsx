import { HydratedApart, siteCalendarDay, useNearViewport, useSiteNow } from '@iper/design-system';
import { localeOfPath, localizePath } from '@iper/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import styles from './default-layout.module.css';
import footerButton from './footer-button.module.css';
import {
  CONSENT_PREFERENCES_DIALOG_ID,
  openPreferences,
} from '../consent/preferences-dialog-state';
import { RemoteOverrideBanner } from '../federation/override-banner';
import { FeedbackDialog } from '../feedback/feedback-dialog';
import { SiteNotifications } from '../notifications/site-notifications';
import { RemoteWidget } from '../widgets/remote-widget';
import { useBrowserIdle } from '../widgets/when-idle';
import { SiteHeader } from './header/site-header';
import { LanguageSwitch } from './language-switch';
import { FOOTER_NAVIGATION } from './site-navigation';

export const MAIN_CONTENT_ID = 'contenuto-principale';

/** The store list, which answers a place typed in the address bar (`?luogo=`: its GET search). */
const STORE_LIST_PATH = '/punti-vendita';
const ADDRESS_BAR_FIELD_ID = 'barra-indirizzo-luogo';

/**
 * The store locator's address autocomplete (SPEC §2 default layout), between the page and the
 * footer. Until its widget is here, and without the app, the bar is a form the store list answers
 * (`/punti-vendita?luogo=Bergamo`). The widget (its suggestions) replaces it when the visitor
 * reaches for the bar (which starts the app), or once the app runs and the bar comes within a
 * screenful; what was typed is carried over (RemoteWidget). Its room is kept from the first paint.
 */
function AddressBar() {
  const intl = useIntl();
  const settled = useBrowserIdle(5000);
  const [bar, near] = useNearViewport<HTMLDivElement>();
  const standIn = (
    <form method="get" action={STORE_LIST_PATH} className={styles.addressBarStandIn}>
      <label htmlFor={ADDRESS_BAR_FIELD_ID} className={styles.addressBarLabel}>
        <FormattedMessage
          id="layout.addressBar.label"
          defaultMessage="Trova un punto vendita vicino a"
        />
      </label>
      <div className={styles.addressBarField}>
        <input
          id={ADDRESS_BAR_FIELD_ID}
          name="luogo"
          type="text"
          required
          minLength={2}
          className={styles.addressBarInput}
        />
        <button type="submit" className={styles.addressBarButton}>
          <FormattedMessage id="layout.addressBar.search" defaultMessage="Cerca" />
        </button>
      </div>
    </form>
  );
  return (
    <div
      ref={settled ? bar : undefined}
      className={styles.addressBar}
      role="search"
      aria-label={intl.formatMessage({
        id: 'layout.addressSearch',
        defaultMessage: 'Cerca un punto vendita per indirizzo',
      })}
    >
      <div className={styles.addressBarInner}>
        <RemoteWidget
          id="store_locator/AddressAutocomplete"
          fallback={standIn}
          loading={near ? 'idle' : 'intent'}
          slotClassName={styles.addressBarSlot}
        />
      </div>
    </div>
  );
}

/** This year in Italy, for the footer's copyright, as the site's clock reads it. */
function ThisYear() {
  return siteCalendarDay(useSiteNow()).slice(0, 4);
}

/**
 * The default layout: header with the main sections, the page, the footer. Used unless the route
 * table names another layout. As an error boundary it wraps the error view, so a failing page
 * still has a working header and footer.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage id="layout.skipToContent" defaultMessage="Vai al contenuto principale" />
      </a>
      {/* A tester's test version, above the header; after the skip link, the page's first link. */}
      <RemoteOverrideBanner />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <SiteNotifications />
        {/* Not hydrated apart: a boundary here would show its fallback in place of the page
            whenever something in it suspends after it is shown, and lose what the visitor typed. */}
        {children ?? <Outlet />}
      </main>
      {/* Outside the banner (the header's widgets keep their single live region) and after the
          page: it arrives late, and above the page it pushed everything down (Lighthouse CLS
          0.05 → 0.15). */}
      <AddressBar />
      <HydratedApart>
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <nav
              aria-label={intl.formatMessage({
                id: 'layout.footerLinks',
                defaultMessage: 'Link utili',
              })}
            >
              <ul className={styles.footerLinks}>
                {FOOTER_NAVIGATION.map((item) => (
                  <li key={item.to}>
                    <Link to={localizePath(item.to, locale)}>{intl.formatMessage(item)}</Link>
                  </li>
                ))}
                <li>
                  <FeedbackDialog />
                </li>
                <li>
                  <LanguageSwitch />
                </li>
                <li>
                  <button
                    type="button"
                    className={footerButton.button}
                    // Opens the dialog by itself before the app has started (an invoker command).
                    {...{ commandfor: CONSENT_PREFERENCES_DIALOG_ID, command: 'show-modal' }}
                    onClick={openPreferences}
                  >
                    <FormattedMessage
                      id="layout.cookiePreferences"
                      defaultMessage="Preferenze cookie"
                    />
                  </button>
                </li>
              </ul>
            </nav>
            <p className={styles.legal}>
              © <ThisYear /> Iper Montebello S.p.A. · P.IVA 00000000000 · Tutti i diritti riservati
            </p>
          </div>
        </footer>
      </HydratedApart>
    </div>
  );
}
