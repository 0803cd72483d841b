import type { FuelPriceRecord } from '@iper/contracts';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatFuelPrice, fuelEntries } from '../../domain/fuel';
import { FUEL_IMAGES } from './fuel-images';
import styles from './fuel-prices.module.css';

/** The fuel prices of a station (SPEC §3 Fuel entries), or nothing when it has no record. */
export function FuelPrices({
  record,
  headingLevel = 3,
}: {
  record: FuelPriceRecord | undefined;
  headingLevel?: 2 | 3 | 4;
}) {
  const entries = fuelEntries(record, FUEL_IMAGES);
  if (!record || entries.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.fuel}>
      <Heading className={styles.title}>
        <FormattedMessage id="storeLocator.fuel.title" defaultMessage="Prezzi carburanti" />
      </Heading>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.nome} className={styles.entry}>
            <img src={entry.immagine} alt="" width={24} height={24} className={styles.icon} />
            <span className={styles.name}>{entry.nome}</span>
            <span className={styles.price}>{formatFuelPrice(entry)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.updated}>
        <FormattedMessage
          id="storeLocator.fuel.updated"
          defaultMessage="Aggiornati il {date}"
          values={{
            date: (
              <FormattedDate
                value={record.aggiornamento}
                day="2-digit"
                month="2-digit"
                year="numeric"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
