import { useLogout, useSession } from '@iper/api';
import { HeaderControlText, headerControlClassName, Icon, Notification } from '@iper/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { declaredSearch } from '@iper/routes';
import { FreshCheckHost } from '../../features/fresh-check/fresh-check-dialog';
import { wasAccountDeleted } from '../../features/privacy/account-deleted';
import styles from './profile-menu.module.css';
import { registerCatalogs } from '../../i18n/catalog';

registerCatalogs();

/**
 * After 'Elimina il mio account' the visitor lands on / signed out: the header's profile widget,
 * on every page, is where the confirmation can be told, whatever remote renders the page.
 */
function AccountDeletedMessage() {
  const { state } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !wasAccountDeleted(state)) return null;
  const kept = Array.isArray((state as { kept?: unknown }).kept)
    ? ((state as { kept: unknown[] }).kept.filter((item) => typeof item === 'string') as string[])
    : [];
  return (
    <div className={styles.toast}>
      <Notification
        type="success"
        title={
          <FormattedMessage
            id="account.profileMenu.accountDeleted"
            defaultMessage="Il tuo account è stato eliminato. Grazie di essere stato con noi."
          />
        }
        onClose={() => setDismissed(true)}
      >
        {kept.length > 0 && (
          <ul>
            {kept.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </Notification>
    </div>
  );
}

/**
 * The header's profile widget (exposed as './ProfileMenu'): 'Accedi/Registrati' for a visitor;
 * the user's name with a menu (account pages, logout) once logged in.
 */
export default function ProfileMenu() {
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  // The menu is open on the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenOn((current) => {
      const next = typeof value === 'function' ? value(current === location.pathname) : value;
      return next ? location.pathname : null;
    });
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        trigger.current?.focus();
      }
    };
    // The open menu covers part of the page (on a phone, most of its first screen), so it closes
    // as soon as the visitor leaves it: a tap outside (above), or focus moving past its last item
    // or back into the page. The page itself stays as it is: made inert, it would lose its main
    // landmark and heading for a screen reader while the menu is open.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root.current?.contains(next)) setOpenOn(null);
    };
    const menu = root.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    menu?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      menu?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  if (!session.user) {
    // The parameters the page declares only: the server rendered the link with those.
    const here = `${location.pathname}${declaredSearch(location.pathname, location.search)}`;
    const onAuthPage =
      /^\/(accedi|registrazione|password-|reimposta-password|modifica-password)/.test(
        location.pathname,
      );
    const to =
      onAuthPage || here === '/' ? '/accedi' : `/accedi?redirect=${encodeURIComponent(here)}`;
    return (
      <>
        <Link
          to={to}
          className={headerControlClassName}
          aria-busy={session.status === 'unchecked' || undefined}
        >
          <Icon name="user" />
          <HeaderControlText>
            <FormattedMessage id="account.profileMenu.login" defaultMessage="Accedi/Registrati" />
          </HeaderControlText>
        </Link>
        <AccountDeletedMessage />
      </>
    );
  }

  const { name, lastName } = session.user;
  const initials = `${name.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <div className={styles.root} ref={root}>
      {/* The fresh-check dialog of every page with the header (a sensitive action on any remote). */}
      <FreshCheckHost />
      <button
        ref={trigger}
        type="button"
        className={headerControlClassName}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <HeaderControlText>
          <FormattedMessage
            id="account.profileMenu.greeting"
            defaultMessage="Ciao {name}"
            values={{ name }}
          />
        </HeaderControlText>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} aria-label="Il tuo account">
          <li>
            <Link to="/account" className={styles.item}>
              <FormattedMessage id="account.profileMenu.account" defaultMessage="Il mio account" />
            </Link>
          </li>
          <li>
            <Link to="/account/dati-personali" className={styles.item}>
              <FormattedMessage
                id="account.profileMenu.personalData"
                defaultMessage="Dati personali"
              />
            </Link>
          </li>
          <li>
            <Link to="/account/lista-spesa" className={styles.item}>
              <FormattedMessage
                id="account.profileMenu.shoppingList"
                defaultMessage="Lista della spesa"
              />
            </Link>
          </li>
          <li>
            <Link to="/account/scontrini-digitali" className={styles.item}>
              <FormattedMessage
                id="account.profileMenu.receipts"
                defaultMessage="Scontrini digitali"
              />
            </Link>
          </li>
          <li className={styles.separator}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              <FormattedMessage id="account.profileMenu.logout" defaultMessage="Esci" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
