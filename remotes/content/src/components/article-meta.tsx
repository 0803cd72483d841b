import { FormattedDate, FormattedMessage } from 'react-intl';
import { Icon } from '@iper/design-system';
import styles from './pages.module.css';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Who wrote an article, when, and how long it takes to read. */
export function ArticleMeta({
  author,
  date,
  minutes,
}: {
  author?: string;
  date: string | null;
  minutes?: number;
}) {
  return (
    <ul className={styles.meta}>
      {author && (
        <li>
          <FormattedMessage
            id="content.article.author"
            defaultMessage="di {author}"
            values={{ author }}
          />
        </li>
      )}
      {date && (
        <li>
          <Icon name="calendar" size={18} />
          <time dateTime={date}>
            <FormattedDate value={new Date(date)} {...DATE} />
          </time>
        </li>
      )}
      {minutes !== undefined && (
        <li>
          <Icon name="clock" size={18} />
          <FormattedMessage
            id="content.article.readingTime"
            defaultMessage="{minutes, plural, one {# minuto} other {# minuti}} di lettura"
            values={{ minutes }}
          />
        </li>
      )}
    </ul>
  );
}
