import { HeaderControlText, headerControlClassName, Icon } from '@iper/design-system';
import { localeOfPath, localizePath } from '@iper/i18n';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { HELP_LINK, MAIN_SECTIONS, type NavSection } from '../site-navigation';
import styles from './menu-drawer.module.css';

/** The drawer's element id: its buttons name it (`commandfor`). One menu per page. */
export const SITE_MENU_ID = 'menu-del-sito';

function isInSection(pathname: string, section: NavSection): boolean {
  return [section, ...section.pages].some(
    (page) => pathname === page.to || pathname.startsWith(`${page.to}/`),
  );
}

/**
 * A button that opens or closes the drawer by itself (HTML invoker commands): it works before the
 * app has started and without script. Where a browser does not know the attribute yet, the app
 * does the same on click once it runs.
 */
function DrawerCommand({
  command,
  className,
  label,
  children,
}: {
  command: 'show-modal' | 'close';
  className?: string | undefined;
  label?: string;
  children: ReactNode;
}) {
  const run = (event: MouseEvent<HTMLButtonElement>) => {
    if ('command' in event.currentTarget) return; // the browser has done it
    const dialog = document.getElementById(SITE_MENU_ID);
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (command === 'close') dialog.close();
    else if (!dialog.open) dialog.showModal?.();
  };
  // React passes unknown lowercase attributes through; the DOM types do not list these yet.
  const invoker = { commandfor: SITE_MENU_ID, command };
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      {...(command === 'show-modal' ? { 'aria-haspopup': 'dialog' as const } : {})}
      {...invoker}
      onClick={run}
    >
      {children}
    </button>
  );
}

/**
 * The site menu: every section with its deeper pages (magazine categories, services, careers
 * areas...), in a drawer from the start edge. On a phone it is the only way to the sections; on a
 * desktop it holds the pages below the sections the header shows. The drawer is the browser's own
 * modal dialog, opened by its button's command: the rest of the page is inert, focus moves in and
 * comes back to the button, Escape or a tap outside closes it, all before any script. Each
 * section is a native disclosure. Following one of its pages closes it.
 */
export function MenuDrawer() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const dialog = useRef<HTMLDialogElement>(null);
  const title = intl.formatMessage({ id: 'menu.title', defaultMessage: 'Menu' });
  const close = intl.formatMessage({ id: 'menu.close', defaultMessage: 'Chiudi il menu' });
  // A page followed in the app is a navigation without a new document: the drawer closes itself.
  useEffect(() => dialog.current?.close?.(), [pathname]);

  return (
    <>
      <DrawerCommand command="show-modal" className={headerControlClassName}>
        <Icon name="menu" />
        <HeaderControlText>{title}</HeaderControlText>
      </DrawerCommand>
      <dialog
        ref={dialog}
        id={SITE_MENU_ID}
        className={styles.drawer}
        aria-labelledby={`${SITE_MENU_ID}-titolo`}
        closedby="any"
      >
        <div className={styles.header}>
          <h2 id={`${SITE_MENU_ID}-titolo`} className={styles.title}>
            {title}
          </h2>
          <DrawerCommand command="close" className={styles.close} label={close}>
            <Icon name="close" size={20} />
          </DrawerCommand>
        </div>
        <nav
          className={styles.body}
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
      </dialog>
    </>
  );
}
