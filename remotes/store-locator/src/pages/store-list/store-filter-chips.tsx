import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { STORE_FILTERS } from '../../domain/store-filters';
import styles from './store-list-page.module.css';

/**
 * The kinds of store to list, as radio chips (?tipo=). The chip a visitor taps is on at once: the
 * address changes in a navigation, a transition, that waits for whatever React is drawing (on a
 * phone, the list it is about to replace), and the chip followed only the address until then.
 */
export function StoreFilterChips({
  selected,
  onChoose,
}: {
  selected: string;
  onChoose: (id: string) => void;
}) {
  const [chosen, setChosen] = useState(selected);
  // The address has the last word: a link to the list (the header's) changes the kind too.
  const [addressSaid, setAddressSaid] = useState(selected);
  if (addressSaid !== selected) {
    setAddressSaid(selected);
    setChosen(selected);
  }
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>
        <FormattedMessage
          id="storeLocator.storeList.filtersLegend"
          defaultMessage="Tipo di punto vendita"
        />
      </legend>
      <div className={styles.filterOptions}>
        {STORE_FILTERS.map((option) => (
          <label
            key={option.id}
            className={option.id === chosen ? `${styles.chip} ${styles.chipOn}` : styles.chip}
          >
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
  );
}
