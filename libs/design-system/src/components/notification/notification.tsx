import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import styles from './notification.module.css';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationProps {
  type?: NotificationType;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; the parent clears the notification (SPEC §4: hidden, shown, cleared). */
  onClose?: () => void;
  className?: string;
}

/**
 * A message about what just happened. Errors are an alert (announced at once); the others a polite
 * status, so a screen reader finishes what it was reading first.
 */
export function Notification({
  type = 'info',
  title,
  children,
  onClose,
  className,
}: NotificationProps) {
  const intl = useIntl();
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={cx(styles.notification, styles[type], className)}
    >
      <Icon name={type} className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {onClose && (
        <Button
          theme="ghost"
          size="s"
          icon="close"
          hideText
          text={intl.formatMessage({
            id: 'notification.close',
            defaultMessage: 'Chiudi il messaggio',
          })}
          onClick={onClose}
        />
      )}
    </div>
  );
}
