import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { paddedCardNumber } from '@iper/contracts';
import { groupedCardNumber } from '../../domain/card-rules';
import { code128 } from '../../domain/barcode';
import styles from './card-barcode.module.css';

/** Quiet zone each side, in modules: scanners need white space around the bars. */
const QUIET = 10;

/**
 * The card's Code 128 barcode for the till (the 12-digit number scanned as 13 digits, SPEC §9),
 * with the number written under it for the cashier to type when a phone screen will not scan.
 */
export function CardBarcode({ number }: { number: string }) {
  const intl = useIntl();
  const padded = paddedCardNumber(number);
  const barcode = useMemo(() => code128(padded), [padded]);
  if (!barcode) return null;
  const width = barcode.modules + QUIET * 2;
  return (
    <figure className={styles.barcode}>
      <svg
        viewBox={`0 0 ${width} 60`}
        preserveAspectRatio="none"
        role="img"
        aria-label={intl.formatMessage(
          {
            id: 'loyalty.advantageCardPage.barcode.label',
            defaultMessage: 'Codice a barre della carta numero {number}',
          },
          { number: padded },
        )}
        className={styles.bars}
      >
        <rect width={width} height="60" fill="#ffffff" />
        {barcode.bars.map((bar) => (
          <rect key={bar.x} x={bar.x + QUIET} width={bar.width} height="60" fill="#000000" />
        ))}
      </svg>
      <figcaption className={styles.number}>{groupedCardNumber(number)}</figcaption>
    </figure>
  );
}
