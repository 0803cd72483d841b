import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { Icon } from '../icon/icon';
import { Link } from '../link/link';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './pagination.module.css';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Pages as links (magazine categories: ?page=2, crawlable); or... */
  getHref?: (page: number) => string;
  /** ...pages as buttons, for lists that page in place. */
  onPageChange?: (page: number) => void;
  siblings?: number;
  className?: string;
}

/** Page navigation: a nav landmark, the current page marked aria-current="page". */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  siblings = 1,
  className,
}: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const pageLabel = (p: number) =>
    intl.formatMessage({ id: 'pagination.page', defaultMessage: 'Pagina {page}' }, { page: p });
  const control = (target: number, content: ReactNode, label: string, extraClass?: string) =>
    getHref ? (
      <Link to={getHref(target)} className={cx(styles.control, extraClass)} aria-label={label}>
        {content}
      </Link>
    ) : (
      <button
        type="button"
        className={cx(styles.control, extraClass)}
        aria-label={label}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Paginazione' })}
      className={cx(styles.pagination, className)}
    >
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            {control(
              page - 1,
              <Icon name="chevron-left" />,
              intl.formatMessage({
                id: 'pagination.previous',
                defaultMessage: 'Pagina precedente',
              }),
            )}
          </li>
        )}
        {paginationItems(page, pageCount, siblings).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={cx(styles.control, styles.current)} aria-current="page">
                  <VisuallyHidden>{pageLabel(item)}</VisuallyHidden>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                control(item, item, pageLabel(item))
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            {control(
              page + 1,
              <Icon name="chevron-right" />,
              intl.formatMessage({ id: 'pagination.next', defaultMessage: 'Pagina successiva' }),
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}

export { paginationItems, type PaginationItem } from './pagination-items';
