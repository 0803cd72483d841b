import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { STORE_FILTERS } from '../../domain/store-filters';
import styles from './store-list-page.module.css';

/**
 * The kinds of store to list, as radio chips (?tipo=). The chip a visitor taps is on at once: the
 * address changes in a navigation, a transition, that waits for whatever React is drawing (on a
 * phone, the list it is about to replace), and the chip followed only the address until then.
 * Without script the chips are a GET form to the list, with the place kept, sent by a button only
 * such a visitor sees; a chip tapped before the app starts it (the form has no `method`: its radios
 * are the app's, boot-loader.ts), and the app applies it.
 */
export function StoreFilterChips({
  selected,
  onChoose,
  action,
  keep,
}: {
  selected: string;
  onChoose: (id: string) => void;
  /** The list's own address (its language). */
  action: string;
  /** The address's other parameters (the place searched), sent again with the kind. */
  keep: Record<string, string>;
}) {
  const [chosen, setChosen] = useState(selected);
  // The address has the last word: a link to the list (the header's) changes the kind too.
  const [addressSaid, setAddressSaid] = useState(selected);
  if (addressSaid !== selected) {
    setAddressSaid(selected);
    setChosen(selected);
  }
  return (
    <form action={action} onSubmit={(event) => event.preventDefault()}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>
          <FormattedMessage
            id="storeLocator.storeList.filtersLegend"
            defaultMessage="Tipo di punto vendita"
          />
        </legend>
        <div className={styles.filterOptions}>
          {STORE_FILTERS.map((option) => (
            <label key={option.id} className={styles.chip}>
              <input
                type="radio"
                name="tipo"
                value={option.id}
                checked={option.id === chosen}
                onChange={() => {
                  setChosen(option.id);
                  onChoose(option.id);
                }}
                className={styles.radio}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className={styles.filterSubmit}>
          <FormattedMessage id="storeLocator.storeList.filtersSubmit" defaultMessage="Mostra" />
        </button>
      </noscript>
    </form>
  );
}
