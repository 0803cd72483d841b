import { clearNotification, useNotifications } from '@iper/api';
import { Notification } from '@iper/design-system';
import { useDispatch } from 'react-redux';
import styles from './site-notifications.module.css';

/** The default layout's notification area: what any remote reported, until the visitor clears it. */
export function SiteNotifications() {
  const notifications = useNotifications();
  const dispatch = useDispatch();
  if (notifications.length === 0) return null;
  return (
    <div className={styles.area}>
      {notifications.map((item) => (
        <Notification
          key={item.id}
          type={item.kind}
          title={item.title}
          onClose={() => dispatch(clearNotification(item.id))}
        >
          {item.text}
        </Notification>
      ))}
    </div>
  );
}
