import { HeaderControlText, headerControlClassName, Icon, Modal } from '@iper/design-system';
import { localeOfPath, localizePath } from '@iper/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { HELP_LINK, MAIN_SECTIONS, type NavSection } from '../site-navigation';
import styles from './menu-drawer.module.css';

function isInSection(pathname: string, section: NavSection): boolean {
  return [section, ...section.pages].some(
    (page) => pathname === page.to || pathname.startsWith(`${page.to}/`),
  );
}

/**
 * The site menu: every section with its deeper pages (magazine categories, services, careers
 * areas...), in a drawer from the start edge. On a phone it is the only way to the sections; on a
 * desktop it holds the pages below the sections the header shows. The drawer is a modal dialog
 * (focus kept inside, Escape closes, focus back on the button); each section is a native
 * disclosure, so it works before any script and reads the same to every assistive technology.
 */
export function MenuDrawer() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Open on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const title = intl.formatMessage({ id: 'menu.title', defaultMessage: 'Menu' });

  return (
    <>
      <button
        type="button"
        className={headerControlClassName}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(pathname)}
      >
        <Icon name="menu" />
        <HeaderControlText>{title}</HeaderControlText>
      </button>
      <Modal isOpen={open} onClose={() => setOpenOn(null)} title={title} placement="start">
        <nav
          aria-label={intl.formatMessage({
            id: 'menu.sections',
            defaultMessage: 'Tutte le sezioni',
          })}
        >
          <ul className={styles.sections}>
            {MAIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <details
                  className={styles.section}
                  open={isInSection(pathname, section) || undefined}
                >
                  <summary className={styles.summary}>
                    {intl.formatMessage(section)}
                    <Icon name="chevron-down" className={styles.chevron} />
                  </summary>
                  <ul className={styles.pages}>
                    {section.pages.map((page) => (
                      <li key={page.to}>
                        <Link
                          to={localizePath(page.to, locale)}
                          className={styles.page}
                          aria-current={
                            pathname === localizePath(page.to, locale) ? 'page' : undefined
                          }
                        >
                          {intl.formatMessage(page)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <p className={styles.help}>
            <Link to={localizePath(HELP_LINK.to, locale)} className={styles.page}>
              <Icon name="info" />
              {intl.formatMessage(HELP_LINK)}
            </Link>
          </p>
        </nav>
      </Modal>
    </>
  );
}
