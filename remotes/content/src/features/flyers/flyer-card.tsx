import type { FlyerSummary } from '@iper/contracts';
import { formatDate } from '@iper/design-system';
import { Picture } from '@iper/design-system/illustrations';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { flyerWeekDays } from './flyer-week';
import styles from './flyers.module.css';

/** A flyer in a list: cover, in progress or next, title linking to it, validity and its 7 days. */
export function FlyerCard({ flyer }: { flyer: FlyerSummary }) {
  const intl = useIntl();
  const week = flyerWeekDays(flyer.validFrom);
  return (
    <li className={styles.flyerCard}>
      <Picture
        className={styles.flyerCover}
        src={flyer.coverImage.src}
        width={flyer.coverImage.width}
        height={flyer.coverImage.height}
        alt=""
        fallback="flyer"
      />
      <div className={styles.flyerBody}>
        <span className={`${styles.badge} ${flyer.status === 'current' ? '' : styles.badgeNext}`}>
          {flyer.status === 'current' ? (
            <FormattedMessage id="content.flyers.current" defaultMessage="In corso" />
          ) : (
            <FormattedMessage id="content.flyers.next" defaultMessage="Prossimo" />
          )}
        </span>
        <h3 className={styles.flyerTitle}>
          <Link
            className={styles.flyerLink}
            to={`/volantino?${new URLSearchParams({ id: flyer.id })}`}
          >
            {flyer.title}
          </Link>
        </h3>
        <p className={styles.muted}>{flyer.subtitle}</p>
        <p className={styles.muted}>
          <FormattedMessage
            id="content.flyers.validity"
            defaultMessage="Valido dal {from} al {to}"
            values={{ from: formatDate(flyer.validFrom), to: formatDate(flyer.validTo) }}
          />
          {' · '}
          <FormattedMessage
            id="content.flyers.productCount"
            defaultMessage="{count, plural, one {# prodotto} other {# prodotti}}"
            values={{ count: flyer.productCount }}
          />
        </p>
        <ol
          className={styles.week}
          aria-label={intl.formatMessage({
            id: 'content.flyers.week',
            defaultMessage: 'I 7 giorni del volantino',
          })}
        >
          {week.map((day) => (
            <li key={day.iso}>{day.label}</li>
          ))}
        </ol>
      </div>
    </li>
  );
}
