import { FormattedMessage } from 'react-intl';
import { STORE_FILTERS } from '../../domain/store-filters';
import styles from './store-list-page.module.css';

/** The kinds of store to list, as radio chips (?tipo=). */
export function StoreFilterChips({
  selected,
  onChoose,
}: {
  selected: string;
  onChoose: (id: string) => void;
}) {
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
            className={option.id === selected ? `${styles.chip} ${styles.chipOn}` : styles.chip}
          >
            <input
              type="radio"
              name="tipo"
              value={option.id}
              checked={option.id === selected}
              onChange={() => onChoose(option.id)}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
