import { clearNotification, useNotifications, type NotificationText } from '@iper/api';
import { Notification } from '@iper/design-system';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import styles from './site-notifications.module.css';

/**
 * The default layout's notification area: what any remote reported, in the visitor's language,
 * until they close it. Nothing is rendered while there is nothing to say, so the page carries no
 * empty live region of ours; each notification is its own status (or alert, for errors).
 */
export function SiteNotifications() {
  const notifications = useNotifications();
  const dispatch = useDispatch();
  const intl = useIntl();
  if (notifications.length === 0) return null;
  const format = (text: NotificationText) =>
    intl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values);
  return (
    <div className={styles.area}>
      {notifications.map((item) => (
        <Notification
          key={item.id}
          type={item.kind}
          title={format(item.title)}
          onClose={() => dispatch(clearNotification(item.id))}
        >
          {item.text && format(item.text)}
        </Notification>
      ))}
    </div>
  );
}
