import { Notification } from '@iper/design-system';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  UPGRADE_MESSAGES,
  type UpgradeNotification as Result,
} from '../../domain/upgrade-messages';

/** The outcome of the upgrade, with SPEC §8's texts; it takes focus so it is read at once. */
export function UpgradeNotification({
  notification,
  onClose,
}: {
  notification: Result;
  onClose: () => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notification]);
  return (
    <div ref={ref} tabIndex={-1}>
      {notification.type === 'success' ? (
        <Notification
          type="success"
          title={intl.formatMessage(UPGRADE_MESSAGES.successTitle)}
          onClose={onClose}
        >
          {intl.formatMessage(notification.message, { cardNumber: notification.cardNumber })}
        </Notification>
      ) : (
        <Notification type="error" title={intl.formatMessage(notification.title)} onClose={onClose}>
          {intl.formatMessage(notification.message)}
        </Notification>
      )}
    </div>
  );
}
