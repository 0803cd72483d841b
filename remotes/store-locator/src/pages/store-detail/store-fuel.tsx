import type { Store } from '@iper/contracts';
import { FormattedMessage } from 'react-intl';
import { useStoresFuelPricesQuery } from '../../api/store-locator-api';
import { findFuelRecord } from '../../domain/fuel';
import { FuelPrices } from '../../features/fuel/fuel-prices';
import styles from './store-detail-page.module.css';

/** The prices of the store's Iper Station, when it has one with prices today. */
export function StoreFuel({ store }: { store: Store }) {
  const { data: records } = useStoresFuelPricesQuery();
  const record = records ? findFuelRecord(store, records) : undefined;
  if (!record) return null;
  return (
    <section className={styles.section} aria-labelledby="store-fuel">
      <h2 id="store-fuel">
        <FormattedMessage
          id="storeLocator.storeDetail.fuel"
          defaultMessage="Distributore Iper Station"
        />
      </h2>
      <FuelPrices record={record} headingLevel={3} />
    </section>
  );
}
