import { selectStore, useStoresListQuery, type AppDispatch } from '@iper/api';
import { Button, compareItalian, Loading } from '@iper/design-system';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { FLYER_LIST_STORE_PARAM } from '@iper/routes';
import { Link, useSearchParams } from 'react-router';
import styles from './flyers.module.css';

/** The flyer list, which answers the store choice as a form. */
const FLYER_LIST_PATH = '/lista-volantini';

/**
 * Choosing the store whose flyers to show, from the shared store list. (The header's store
 * selector belongs to the store-locator remote, which this remote may not import.) A GET form:
 * without the app it opens the list of the chosen store (`?punto-vendita=00101`); with it, the
 * store also becomes the device's chosen one.
 */
export function StoreChoice({
  currentStoreId,
  inAddress = false,
}: {
  currentStoreId: string | null;
  /**
   * On the flyer list, the choice also goes in the page's address. Elsewhere (the week's flyer with
   * none named) the app only keeps it as the device's store, and without the app the form opens
   * the flyer list of the store chosen.
   */
  inAddress?: boolean;
}) {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const stores = useStoresListQuery();
  const selectId = useId();
  const [chosen, setChosen] = useState(currentStoreId ?? '');
  const [, setParams] = useSearchParams();

  if (stores.isLoading)
    return (
      <Loading
        label={intl.formatMessage({
          id: 'content.flyers.storesLoading',
          defaultMessage: 'Caricamento dei punti vendita…',
        })}
      />
    );
  if (!stores.data) {
    return (
      <p role="alert">
        <FormattedMessage
          id="content.flyers.storesError"
          defaultMessage="Non è stato possibile caricare i punti vendita."
        />{' '}
        <Link to="/punti-vendita">
          <FormattedMessage
            id="content.flyers.storesErrorLink"
            defaultMessage="Cerca il tuo negozio"
          />
        </Link>
      </p>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the list shows is what is sent: a store picked just before the app took the page
    // over is in the list, not yet in React's state.
    const list = event.currentTarget.elements.namedItem(FLYER_LIST_STORE_PARAM);
    const picked = list instanceof HTMLSelectElement ? list.value : '';
    const store = picked || chosen;
    if (!store) return;
    setChosen(store);
    void dispatch(selectStore(store));
    if (inAddress)
      setParams({ [FLYER_LIST_STORE_PARAM]: store }, { replace: true, preventScrollReset: true });
  };
  // Every kind of store is offered: a pet-food shop or a drive point shows its hypermarket's flyers.
  const sorted = [...stores.data].sort((a, b) => compareItalian(a.nome, b.nome));
  return (
    <form
      className={styles.storeChoice}
      method="get"
      action={inAddress ? undefined : FLYER_LIST_PATH}
      onSubmit={submit}
    >
      <label htmlFor={selectId} className={styles.storeLabel}>
        <FormattedMessage id="content.flyers.storeLabel" defaultMessage="Punto vendita" />
      </label>
      <select
        id={selectId}
        name={FLYER_LIST_STORE_PARAM}
        className={styles.select}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        required
      >
        <option value="">
          {intl.formatMessage({
            id: 'content.flyers.storePlaceholder',
            defaultMessage: 'Scegli un punto vendita',
          })}
        </option>
        {sorted.map((store) => (
          <option key={store.id} value={store.id}>
            {store.nome} – {store.citta}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        sendsWithoutApp
        text={intl.formatMessage({
          id: 'content.flyers.storeSubmit',
          defaultMessage: 'Mostra i volantini',
        })}
      />
    </form>
  );
}
