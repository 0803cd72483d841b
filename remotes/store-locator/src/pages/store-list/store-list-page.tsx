import { useStoresListQuery } from '@iper/api';
import type { Store } from '@iper/contracts';
import { EmptyState, ErrorPanel, Loading } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { todaysHours } from '../../domain/opening-hours';
import styles from './store-list-page.module.css';

function StoreCard({ store }: { store: Store }) {
  const hours = todaysHours(store);
  return (
    <article className={styles.card} aria-labelledby={`store-${store.id}`}>
      <h2 id={`store-${store.id}`} className={styles.name}>
        {store.nome}
      </h2>
      <address className={styles.address}>
        {store.indirizzo}, {store.cap} {store.citta} ({store.provincia})
      </address>
      <p className={hours ? styles.hours : `${styles.hours} ${styles.closed}`}>
        {hours ? (
          <FormattedMessage id="storeList.openToday" defaultMessage="Oggi: {hours}" values={{ hours }} />
        ) : (
          <FormattedMessage id="storeList.closedToday" defaultMessage="Oggi chiuso" />
        )}
      </p>
      <div className={styles.actions}>
        <a href={`tel:${store.telefono.replace(/\s+/g, '')}`}>
          <FormattedMessage id="storeList.call" defaultMessage="Chiama {phone}" values={{ phone: store.telefono }} />
        </a>
      </div>
    </article>
  );
}

/** /punti-vendita: every store of the chain, with today's hours and a call link. */
export function Component() {
  const { data: stores, isLoading, isError, refetch } = useStoresListQuery();
  return (
    <>
      <h1>
        <FormattedMessage id="storeList.title" defaultMessage="Punti vendita" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="storeList.intro"
          defaultMessage="Trova l'ipermercato Iper più vicino a te: orari di oggi, indirizzo e contatti."
        />
      </p>
      {isLoading && <Loading />}
      {isError && <ErrorPanel onRetry={() => void refetch()} />}
      {stores && stores.length === 0 && (
        <EmptyState title={<FormattedMessage id="storeList.empty" defaultMessage="Nessun punto vendita trovato" />} />
      )}
      {stores && stores.length > 0 && (
        <ul className={styles.list} aria-label="Elenco dei punti vendita">
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
