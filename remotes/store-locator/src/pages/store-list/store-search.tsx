import { pageAction, type Place } from '@iper/contracts';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GeolocationStatus } from '../../features/geolocation/use-geolocation';
import { PlaceSearch } from '../../features/place-search/place-search';
import actions from '../../features/store-actions/store-actions.module.css';
import styles from './store-list-page.module.css';

/** Where the store list lives: the search form's answer without the app. */
const STORE_LIST_PATH = '/punti-vendita';

/**
 * A place to search from, or the shopper's own position, with what finding it says. The search is
 * a GET form (`?luogo=Arese`, the list's kind kept), so it finds stores before the app has started
 * and without script; the app adds the suggestions and searches without reloading the page.
 */
export function StoreSearch({
  initialText,
  kind,
  onSelect,
  onSearchText,
  onLocate,
  locating,
  status,
}: {
  initialText: string;
  /** The list's kind (`tipo`), unless it is the default one. */
  kind?: string;
  onSelect: (place: Place) => void;
  /** Enter or «Cerca» on typed text that no suggestion was chosen for. */
  onSearchText: (text: string) => void;
  onLocate: () => void;
  locating: boolean;
  /** The own position's search, when the shopper asked for it. */
  status?: GeolocationStatus;
}) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('luogo');
    onSearchText(field instanceof HTMLInputElement ? field.value.trim() : '');
  };
  return (
    <form
      role="search"
      method="get"
      action={STORE_LIST_PATH}
      className={styles.search}
      aria-label={intl.formatMessage({
        id: 'storeLocator.storeList.searchLabel',
        defaultMessage: 'Cerca un punto vendita',
      })}
      onSubmit={submit}
    >
      <div className={styles.searchField}>
        <PlaceSearch onSelect={onSelect} initialText={initialText} name="luogo" />
        {kind && <input type="hidden" name="tipo" value={kind} />}
        <button type="submit" className={`${actions.primary} ${styles.searchButton}`}>
          <FormattedMessage id="storeLocator.storeList.search" defaultMessage="Cerca" />
        </button>
      </div>
      <div className={styles.locate}>
        <button
          type="button"
          className={`${actions.action} ${styles.locateButton}`}
          // Before the app runs, the page script answers it: the list around the position's address.
          {...pageAction('locate')}
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
    </form>
  );
}
