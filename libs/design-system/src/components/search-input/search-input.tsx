import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { useHydrated } from '../../utils/use-hydrated';
import { Icon } from '../icon/icon';
import { visuallyHiddenClassName } from '../visually-hidden/visually-hidden';
import styles from './search-input.module.css';

export interface SearchInputProps {
  /** The field's label ("Cerca un punto vendita"); it also names the search landmark. */
  label: string;
  /** Shows the label above the field; by default it is for screen readers only. */
  showLabel?: boolean;
  placeholder?: string;
  /** Controlled text; leave undefined with defaultValue for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /**
   * The query parameter the text travels in (`q`): the form is then a real GET form that works
   * before the app has started (and without script), answered by the page at `action`.
   */
  name?: string;
  /** The page that answers the search; by default the current one. */
  action?: string;
  /** Called on Enter or the search button, with the trimmed text, once the app runs. */
  onSearch?: (query: string) => void;
  className?: string;
}

/** A search field in a search landmark: Enter searches, Escape or the clear button empties it. */
export function SearchInput({
  label,
  showLabel = false,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  name,
  action,
  onSearch,
  className,
}: SearchInputProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controlled = value !== undefined;
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  // Uncontrolled, the field keeps what is typed in the server's HTML before the script runs
  // (hydrating a controlled field would reset it to its initial text); once hydrated, that text
  // becomes the field's state.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (!controlled && typed !== own) change(typed);
    // Only what the page held when it came alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const empty = () => {
    if (!controlled && input.current) input.current.value = '';
    change('');
  };
  const submit = (event: FormEvent) => {
    if (!onSearch) return; // the browser sends the GET form itself
    event.preventDefault();
    onSearch?.((controlled ? text : (input.current?.value ?? own)).trim());
  };
  return (
    <form
      role="search"
      aria-label={label}
      className={cx(styles.search, className)}
      method={name ? 'get' : undefined}
      action={name ? action : undefined}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className={showLabel ? styles.label : visuallyHiddenClassName}>
        {label}
      </label>
      <div className={styles.field}>
        <Icon name="search" className={styles.icon} />
        <input
          ref={input}
          id={inputId}
          name={name}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          {...(controlled ? { value } : { defaultValue })}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              empty();
            }
          }}
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={intl.formatMessage({
              id: 'searchInput.clear',
              defaultMessage: 'Cancella la ricerca',
            })}
            onClick={() => {
              empty();
              input.current?.focus();
            }}
          >
            <Icon name="close" size={20} />
          </button>
        )}
        <button
          type="submit"
          className={styles.submit}
          // Without a name the form has nothing to send before the app runs.
          disabled={!name && !hydrated ? true : undefined}
        >
          {intl.formatMessage({ id: 'searchInput.submit', defaultMessage: 'Cerca' })}
        </button>
      </div>
    </form>
  );
}
