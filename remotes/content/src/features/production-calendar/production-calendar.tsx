import type { CdnStory, ProductionContent } from '@iper/contracts';
import { Link, VisuallyHidden, visuallyHiddenClassName } from '@iper/design-system';
import { createContext, useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calendarRows, MONTHS, type FieldWork } from '../../domain/calendar';
import styles from './production-calendar.module.css';

/** The productions a page has loaded, for the calendar block wherever the story puts it. */
export const ProductionsContext = createContext<CdnStory<ProductionContent>[] | undefined>(
  undefined,
);

const WORK_CLASS: Record<FieldWork, string | undefined> = {
  transplanting: styles.transplanting,
  harvesting: styles.harvesting,
  both: styles.both,
};

function WorkLabel({ work }: { work: FieldWork }) {
  switch (work) {
    case 'transplanting':
      return <FormattedMessage id="content.calendar.transplanting" defaultMessage="Trapianto" />;
    case 'harvesting':
      return <FormattedMessage id="content.calendar.harvesting" defaultMessage="Raccolta" />;
    case 'both':
      return <FormattedMessage id="content.calendar.both" defaultMessage="Trapianto e raccolta" />;
  }
}

/**
 * The calendar of the fields (SPEC §2 "calendar tab: transplanting and harvesting"): a table with
 * a row per production and a column per month; each cell says its work in words, colour only
 * repeats it. The table scrolls sideways on a phone, with the product names kept in view.
 */
export function ProductionCalendar({
  productions,
  caption,
}: {
  productions: CdnStory<ProductionContent>[];
  caption: string;
}) {
  const intl = useIntl();
  const rows = calendarRows(productions);
  const monthName = (month: number, style: 'long' | 'short') =>
    intl.formatDate(new Date(2026, month - 1, 15), { month: style });
  return (
    <div className={styles.wrapper}>
      <ul
        className={styles.legend}
        aria-label={intl.formatMessage({
          id: 'content.calendar.legend',
          defaultMessage: 'Legenda',
        })}
      >
        <li>
          <span className={`${styles.swatch} ${styles.transplanting}`} aria-hidden="true" />
          <WorkLabel work="transplanting" />
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.harvesting}`} aria-hidden="true" />
          <WorkLabel work="harvesting" />
        </li>
      </ul>
      {/* The region scrolls, so it is focusable and named for keyboard users. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table}>
          <caption className={visuallyHiddenClassName}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="content.calendar.product" defaultMessage="Prodotto" />
              </th>
              {MONTHS.map((month) => (
                <th key={month} scope="col">
                  <abbr title={monthName(month, 'long')}>{monthName(month, 'short')}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row">
                  <Link to={row.path}>{row.name}</Link>
                </th>
                {row.months.map((work, index) => (
                  <td key={index} className={work ? WORK_CLASS[work] : undefined}>
                    {work ? (
                      <span className={styles.cellText}>
                        <WorkLabel work={work} />
                      </span>
                    ) : (
                      <VisuallyHidden>
                        <FormattedMessage
                          id="content.calendar.none"
                          defaultMessage="Nessuna lavorazione"
                        />
                      </VisuallyHidden>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The calendar as a content block: it shows the productions of the page it is placed in. */
export function useProductions(): CdnStory<ProductionContent>[] | undefined {
  return useContext(ProductionsContext);
}
