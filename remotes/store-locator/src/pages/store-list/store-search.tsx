import type { Place } from '@iper/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GeolocationStatus } from '../../features/geolocation/use-geolocation';
import { PlaceSearch } from '../../features/place-search/place-search';
import actions from '../../features/store-actions/store-actions.module.css';
import styles from './store-list-page.module.css';

/** A place to search from, or the shopper's own position, with what finding it says. */
export function StoreSearch({
  initialText,
  onSelect,
  onLocate,
  locating,
  status,
}: {
  initialText: string;
  onSelect: (place: Place) => void;
  onLocate: () => void;
  locating: boolean;
  /** The own position's search, when the shopper asked for it. */
  status?: GeolocationStatus;
}) {
  const intl = useIntl();
  return (
    <div
      role="search"
      className={styles.search}
      aria-label={intl.formatMessage({
        id: 'storeLocator.storeList.searchLabel',
        defaultMessage: 'Cerca un punto vendita',
      })}
    >
      <PlaceSearch onSelect={onSelect} initialText={initialText} />
      <div className={styles.locate}>
        <button
          type="button"
          className={`${actions.action} ${styles.locateButton}`}
          onClick={onLocate}
          aria-busy={locating || undefined}
        >
          <FormattedMessage
            id="storeLocator.storeList.useMyPosition"
            defaultMessage="Usa la mia posizione"
          />
        </button>
        <p className={styles.locateStatus} role="status">
          {status === 'locating' && (
            <FormattedMessage
              id="storeLocator.storeList.locating"
              defaultMessage="Stiamo cercando la tua posizione…"
            />
          )}
          {status === 'denied' && (
            <FormattedMessage
              id="storeLocator.storeList.geoDenied"
              defaultMessage="Non hai concesso l'accesso alla tua posizione: cerca un comune o un CAP."
            />
          )}
          {status === 'unavailable' && (
            <FormattedMessage
              id="storeLocator.storeList.geoUnavailable"
              defaultMessage="Non riusciamo a trovare la tua posizione: cerca un comune o un CAP."
            />
          )}
        </p>
      </div>
    </div>
  );
}
