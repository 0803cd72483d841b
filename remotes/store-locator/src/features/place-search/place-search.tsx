import { PLACE_QUERY_LENGTH, startsApp, type Place } from '@iper/contracts';
import { visuallyHiddenClassName } from '@iper/design-system';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStoresPlacesQuery } from '../../api/store-locator-api';
import styles from './place-search.module.css';

const MIN_QUERY = PLACE_QUERY_LENGTH.min;
const DEBOUNCE_MS = 200;

export function placeLabel(place: Pick<Place, 'comune' | 'provincia' | 'cap'>): string {
  return `${place.comune} (${place.provincia}) ${place.cap}`;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface PlaceSearchProps {
  onSelect: (place: Place) => void;
  /** Text shown in the field at start (the place being searched). */
  initialText?: string;
  label?: string;
  /** The field's name in the form around it (`luogo`): without the app, the form sends the text. */
  name?: string;
}

/**
 * Address autocomplete over Italian municipalities and postcodes (GET /api/geo/places), as an
 * ARIA 1.2 combobox: type, move with the arrow keys, choose with Enter, close with Escape.
 */
export function PlaceSearch({ onSelect, initialText = '', label, name }: PlaceSearchProps) {
  const intl = useIntl();
  const id = useId();
  const listId = `${id}-options`;
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  // The highlighted option belongs to the query it was highlighted for: a new query starts afresh.
  const [active, setActive] = useState({ query: '', index: -1 });
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data: places = [], isFetching } = useStoresPlacesQuery(query, {
    skip: query.length < MIN_QUERY,
  });
  const options = query.length >= MIN_QUERY ? places : [];
  const expanded = open && options.length > 0;

  const activeIndex = active.query === query ? active.index : -1;
  const setActiveIndex = (next: number | ((index: number) => number)) =>
    setActive({ query, index: typeof next === 'function' ? next(activeIndex) : next });

  const choose = (place: Place) => {
    setText(placeLabel(place));
    setOpen(false);
    setActiveIndex(-1);
    onSelect(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (options.length ? (index + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) =>
        options.length ? (index <= 0 ? options.length - 1 : index - 1) : -1,
      );
    } else if (event.key === 'Enter') {
      const place = options[activeIndex] ?? (expanded ? options[0] : undefined);
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  const status =
    query.length < MIN_QUERY || isFetching
      ? ''
      : intl.formatMessage(
          {
            id: 'storeLocator.placeSearch.results',
            defaultMessage:
              '{count, plural, =0 {Nessun comune trovato} one {# comune trovato} other {# comuni trovati}}',
          },
          { count: options.length },
        );

  return (
    // Its suggestions are the app's: reaching for the field starts it (what is typed meanwhile
    // reaches it once it has started); without it the field is a plain one of a GET form.
    <div className={styles.search} {...startsApp('intent')}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label ?? (
          <FormattedMessage
            id="storeLocator.placeSearch.label"
            defaultMessage="Cerca per comune o CAP"
          />
        )}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name={name}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
          }
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          className={styles.options}
          hidden={!expanded}
          aria-label={intl.formatMessage({
            id: 'storeLocator.placeSearch.options',
            defaultMessage: 'Comuni suggeriti',
          })}
        >
          {options.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={
                index === activeIndex ? `${styles.option} ${styles.optionActive}` : styles.option
              }
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
            >
              <span className={styles.town}>{place.comune}</span> ({place.provincia}) {place.cap}
              {place.regione && <span className={styles.region}> · {place.regione}</span>}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        <FormattedMessage
          id="storeLocator.placeSearch.hint"
          defaultMessage="Scrivi almeno 2 lettere o le prime cifre del CAP, poi scegli dall’elenco."
        />
      </p>
      <p className={visuallyHiddenClassName} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
