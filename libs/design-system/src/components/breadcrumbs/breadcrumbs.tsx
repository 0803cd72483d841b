import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { Link } from '../link/link';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** The address; the last item is the current page and needs none. */
  to?: string;
}

/** The path to the current page (WAI-ARIA breadcrumb pattern): the last item is aria-current. */
export function Breadcrumbs({
  items,
  label,
  className,
}: {
  items: BreadcrumbItem[];
  /** Names the landmark; only needed when a page shows more than one trail. */
  label?: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <nav
      aria-label={
        label ??
        intl.formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Percorso di navigazione' })
      }
      className={cx(styles.breadcrumbs, className)}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {isCurrent || !item.to ? (
                <span aria-current={isCurrent ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
