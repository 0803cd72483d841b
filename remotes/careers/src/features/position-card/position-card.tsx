import { positionPath, type JobPositionSummary } from '@iper/contracts';
import { calendarDayInstant, Card, formatDate } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { placeText } from '../../domain/position-place';
import styles from './position-card.module.css';

/** One open position in a list: title (its link), where, what and since when. */
export function PositionCard({
  position,
  headingLevel = 2,
}: {
  position: JobPositionSummary;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card
      title={position.title}
      to={positionPath(position.kind, position.slug)}
      headingLevel={headingLevel}
      eyebrow={position.function}
      className={styles.card}
    >
      <p className={styles.where}>{placeText(position)}</p>
      <p className={styles.contract}>{position.contract}</p>
      <p className={styles.date}>
        <FormattedMessage
          id="careers.positionCard.published"
          defaultMessage="Pubblicata il {date}"
          values={{
            date: (
              <time dateTime={position.publishedAt}>
                {formatDate(calendarDayInstant(position.publishedAt))}
              </time>
            ),
          }}
        />
      </p>
    </Card>
  );
}
