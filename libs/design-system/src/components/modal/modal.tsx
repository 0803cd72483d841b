import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { focusableElements } from '../../utils/focusable';
import { Button } from '../button/button';
import styles from './modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom (confirm, cancel). */
  footer?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts (delete all coupons). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; by default the dialog itself, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 's' | 'm' | 'l';
  /** 'start': a drawer along the inline-start edge, full height (the site's menu). */
  placement?: 'center' | 'start';
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): the rest of the page becomes inert, focus moves into
 * the dialog and Tab cycles inside it, Escape closes it, and focus returns to what opened it.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  initialFocusRef,
  size = 'm',
  placement = 'center',
}: ModalProps) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!isOpen) return;
    const dialog = dialogRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const backdrop = dialog.parentElement!;
    const madeInert = [...document.body.children].filter(
      (element) => element !== backdrop && !element.hasAttribute('inert'),
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocusRef?.current ?? dialog).focus();
    return () => {
      madeInert.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = bodyOverflow;
      opener?.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableElements(dialogRef.current!);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={cx(styles.backdrop, placement === 'start' && styles.drawerBackdrop)}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={cx(
          styles.dialog,
          placement === 'start' ? styles.drawer : styles[`size-${size}`],
        )}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button
            theme="ghost"
            icon="close"
            hideText
            text={intl.formatMessage({ id: 'modal.close', defaultMessage: 'Chiudi' })}
            onClick={onClose}
          />
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
