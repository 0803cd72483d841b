import { useId, type ReactNode } from 'react';
import styles from './filter-select.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: ReactNode;
  value: string;
  options: readonly FilterOption[];
  /** The first option, with an empty value, that lifts the filter ("Tutti i luoghi"). */
  anyLabel?: string;
  onChange: (value: string) => void;
}

/** One labelled drop-down of the position list's filter bar (place, function, sort). */
export function FilterSelect({ label, value, options, anyLabel, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
