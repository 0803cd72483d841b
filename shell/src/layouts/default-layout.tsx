import {
  HydratedApart,
  siteCalendarDay,
  Skeleton,
  useNearViewport,
  useSiteNow,
} from '@iper/design-system';
import { startsApp } from '@iper/contracts';
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

/**
 * The store locator's address autocomplete (SPEC §2 default layout), between the page and the
 * footer. Below the page, it loads when the visitor gets within a screenful of it; its room is
 * kept from the first paint, so nothing moves when it arrives. It starts watching once the
 * browser is idle after the page's start: a page whose content is drawn after hydration (the
 * flyer view's products) is short only for a moment, and the bar is then far below.
 */
function AddressBar() {
  const intl = useIntl();
  const settled = useBrowserIdle(5000);
  const [bar, load] = useNearViewport<HTMLDivElement>();
  // Still until the widget is asked for, shimmering while it loads.
  const standIn = (
    <div className={styles.addressBarStandIn}>
      <Skeleton width="14rem" still={!load} />
      <Skeleton shape="rect" height="3rem" still={!load} />
    </div>
  );
  return (
    <div
      ref={settled ? bar : undefined}
      className={styles.addressBar}
      // The widget is the app's: it starts when the bar comes near the viewport.
      {...startsApp('near')}
      role="search"
      aria-label={intl.formatMessage({
        id: 'layout.addressSearch',
        defaultMessage: 'Cerca un punto vendita per indirizzo',
      })}
    >
      <div className={styles.addressBarInner}>
        {load ? (
          <RemoteWidget id="store_locator/AddressAutocomplete" fallback={standIn} />
        ) : (
          standIn
        )}
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
