import { visuallyHiddenClassName } from '@iper/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DayHours, TodayStatus } from '../../domain/opening-hours';
import styles from './hours-table.module.css';

/** '08:30-21:00' → '08:30–21:00'; '' → 'Chiuso'. */
export function HoursText({ orario }: { orario: string }) {
  if (!orario) return <FormattedMessage id="storeLocator.hours.closed" defaultMessage="Chiuso" />;
  return <>{orario.replace('-', '–')}</>;
}

/** The week, today first (SPEC §3 hours), as a table a screen reader reads row by row. */
export function HoursTable({ days, caption }: { days: DayHours[]; caption?: string }) {
  const intl = useIntl();
  return (
    <table className={styles.table}>
      <caption className={caption ? styles.caption : visuallyHiddenClassName}>
        {caption ??
          intl.formatMessage({
            id: 'storeLocator.hours.caption',
            defaultMessage: 'Orari di apertura, a partire da oggi',
          })}
      </caption>
      <tbody>
        {days.map((day) => (
          <tr
            key={day.date}
            className={day.isToday ? styles.today : undefined}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <th scope="row">
              {day.name}
              {day.isToday && (
                <>
                  {' '}
                  <FormattedMessage id="storeLocator.hours.today" defaultMessage="(oggi)" />
                </>
              )}
            </th>
            <td>
              <HoursText orario={day.orario} />
              {day.special && <span className={styles.special}> · {day.special}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Aperto ora · chiude alle 21:00', 'Apre alle 08:30', 'Oggi chiuso'… */
export function TodayStatusText({ status }: { status: TodayStatus }) {
  switch (status.state) {
    case 'open':
      return (
        <FormattedMessage
          id="storeLocator.hours.openNow"
          defaultMessage="Aperto ora · chiude alle {time}"
          values={{ time: status.closingHours }}
        />
      );
    case 'opens-later':
      return (
        <FormattedMessage
          id="storeLocator.hours.opensLater"
          defaultMessage="Oggi apre alle {opens} · chiude alle {time}"
          values={{ opens: status.opensAt, time: status.closingHours }}
        />
      );
    case 'closed-now':
      return (
        <FormattedMessage
          id="storeLocator.hours.closedNow"
          defaultMessage="Chiuso ora · oggi ha chiuso alle {time}"
          values={{ time: status.closingHours }}
        />
      );
    default:
      return <FormattedMessage id="storeLocator.hours.closedToday" defaultMessage="Oggi chiuso" />;
  }
}
