import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../format/format';
import { cx } from '../../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './price.module.css';

export interface PriceProps {
  value: number;
  /** The price before the offer, shown struck through. */
  previousValue?: number;
  /** Per what: 'kg', 'l', 'pz'. */
  unit?: string;
  size?: 's' | 'm' | 'l';
  className?: string;
}

/** A price in Italian format (1,99 €); an offer also shows the old price, struck through. */
export function Price({ value, previousValue, unit, size = 'm', className }: PriceProps) {
  return (
    <span className={cx(styles.price, styles[size], className)}>
      {previousValue !== undefined && previousValue > value && (
        <del className={styles.previous}>
          <VisuallyHidden>
            <FormattedMessage id="price.previous" defaultMessage="Prezzo precedente:" />{' '}
          </VisuallyHidden>
          {formatPrice(previousValue)}
        </del>
      )}
      {previousValue !== undefined && previousValue > value && (
        <VisuallyHidden>
          <FormattedMessage id="price.current" defaultMessage="Prezzo attuale:" />{' '}
        </VisuallyHidden>
      )}
      <span
        className={cx(
          styles.current,
          previousValue !== undefined && previousValue > value && styles.offer,
        )}
      >
        {formatPrice(value)}
        {unit && <span className={styles.unit}>/{unit}</span>}
      </span>
    </span>
  );
}
