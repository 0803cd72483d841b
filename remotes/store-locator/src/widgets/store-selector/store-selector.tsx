import {
  loadSelectedStoreServices,
  selectStore,
  useStoreSelection,
  useStoresListQuery,
  type AppDispatch,
} from '@iper/api';
import {
  compareItalian,
  HeaderControlLines,
  headerControlClassName,
  Icon,
  Loading,
  visuallyHiddenClassName,
} from '@iper/design-system';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import styles from './store-selector.module.css';
import { registerCatalogs } from '../../i18n/catalog';

registerCatalogs();

/**
 * The header's store selection (SPEC §4), exposed by this remote as './StoreSelector': shows the
 * shopper's store and lets them pick another. Choosing saves it (local storage `selectedStoreId`)
 * and loads its services, then the categories, then the grouped services and the restaurants.
 */
export default function StoreSelector() {
  const intl = useIntl();
  const id = useId();
  const dispatch = useDispatch<AppDispatch>();
  const selection = useStoreSelection();
  const [open, setOpen] = useState(false);
  // The list is needed to name the saved store or to choose one: a first visit without a store
  // does not download it until the panel opens.
  const {
    data: stores = [],
    isError,
    isLoading,
  } = useStoresListQuery(undefined, { skip: !open && !selection.selectedStoreId });
  const [choice, setChoice] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selected = stores.find((store) => store.id === selection.selectedStoreId);
  const sorted = useMemo(
    () => [...stores].sort((a, b) => compareItalian(a.nome, b.nome)),
    [stores],
  );

  // A store saved on an earlier visit gets its services too.
  const requested = useRef(false);
  useEffect(() => {
    if (
      requested.current ||
      !selection.selectedStoreId ||
      selection.servicesPending ||
      selection.groupedServices.length > 0
    )
      return;
    requested.current = true;
    void dispatch(loadSelectedStoreServices(selection.selectedStoreId));
  }, [
    dispatch,
    selection.selectedStoreId,
    selection.servicesPending,
    selection.groupedServices.length,
  ]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const confirm = () => {
    if (!choice) return;
    requested.current = true;
    void dispatch(selectStore(choice));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const serviceCount = selection.groupedServices.reduce(
    (sum, group) => sum + group.services.length,
    0,
  );

  return (
    <div className={styles.selector} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={headerControlClassName}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setChoice(selection.selectedStoreId ?? '');
          setOpen((value) => !value);
        }}
      >
        <Icon name="location" />
        <HeaderControlLines
          caption={
            <FormattedMessage
              id="storeLocator.storeSelector.label"
              defaultMessage="Il tuo punto vendita"
            />
          }
          value={
            selected ? (
              selected.nome
            ) : (
              <FormattedMessage
                id="storeLocator.storeSelector.none"
                defaultMessage="Scegli il punto vendita"
              />
            )
          }
        />
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {isError ? (
          <p role="alert">
            <FormattedMessage
              id="storeLocator.storeSelector.error"
              defaultMessage="Non riusciamo a caricare i punti vendita. Riprova più tardi."
            />
          </p>
        ) : isLoading ? (
          <Loading />
        ) : (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <label htmlFor={`${id}-select`} className={styles.label}>
              <FormattedMessage
                id="storeLocator.storeSelector.selectLabel"
                defaultMessage="Punto vendita"
              />
            </label>
            <select
              id={`${id}-select`}
              className={styles.select}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="" disabled>
                {intl.formatMessage({
                  id: 'storeLocator.storeSelector.placeholder',
                  defaultMessage: 'Scegli dall’elenco',
                })}
              </option>
              {sorted.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.nome} ({store.provincia})
                </option>
              ))}
            </select>
            <button type="submit" className={styles.confirm} disabled={!choice}>
              <FormattedMessage id="storeLocator.storeSelector.confirm" defaultMessage="Conferma" />
            </button>
          </form>
        )}
        <p className={styles.links}>
          <Link to="/punti-vendita" onClick={() => setOpen(false)}>
            <FormattedMessage
              id="storeLocator.storeSelector.findNearest"
              defaultMessage="Trova il più vicino"
            />
          </Link>
          {selected && (
            <>
              {' · '}
              <Link to={`/punti-vendita/${selected.slug}`} onClick={() => setOpen(false)}>
                <FormattedMessage
                  id="storeLocator.storeSelector.storePage"
                  defaultMessage="Orari e servizi di {name}"
                  values={{ name: selected.nome }}
                />
              </Link>
            </>
          )}
        </p>
      </div>
      {/* Announced, not shown: the header has no room for a second line under the store's name. */}
      <p className={visuallyHiddenClassName} role="status">
        {selection.servicesPending && (
          <FormattedMessage
            id="storeLocator.storeSelector.loading"
            defaultMessage="Caricamento dei servizi del punto vendita…"
          />
        )}
        {!selection.servicesPending && selected && serviceCount > 0 && (
          <FormattedMessage
            id="storeLocator.storeSelector.summary"
            defaultMessage="{services, plural, one {# servizio} other {# servizi}}{restaurants, plural, =0 {} one {, # ristorante} other {, # ristoranti}}"
            values={{ services: serviceCount, restaurants: selection.restaurants.length }}
          />
        )}
      </p>
    </div>
  );
}
