import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router';
import styles from './default-layout.module.css';
import { FOOTER_NAVIGATION, MAIN_NAVIGATION } from './site-navigation';

export const MAIN_CONTENT_ID = 'contenuto-principale';

/**
 * The default layout: header with the main sections, the page, the footer. Used unless the route
 * table names another layout. As an error boundary it wraps the error view, so a failing page
 * still has a working header and footer.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage id="layout.skipToContent" defaultMessage="Vai al contenuto principale" />
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand} aria-label="Iper, La grande i: pagina iniziale">
            <span aria-hidden="true">Iper</span>
            <span className={styles.brandTagline} aria-hidden="true">La grande i</span>
          </Link>
          <Link to="/account" className={styles.account}>
            <FormattedMessage id="layout.loginRegister" defaultMessage="Accedi/Registrati" />
          </Link>
          <nav className={styles.nav} aria-label="Sezioni principali">
            <ul className={styles.navList}>
              {MAIN_NAVIGATION.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Link utili">
            <ul className={styles.footerLinks}>
              {FOOTER_NAVIGATION.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.legal}>
            © {new Date().getFullYear()} Iper Montebello S.p.A. · P.IVA 00000000000 · Tutti i diritti riservati
          </p>
        </div>
      </footer>
    </div>
  );
}
