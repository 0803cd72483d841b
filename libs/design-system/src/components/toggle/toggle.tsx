import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import styles from './toggle.module.css';

export interface ToggleProps {
  label: ReactNode;
  /** Controlled state; leave undefined and use defaultChecked for an uncontrolled switch. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  isDisabled?: boolean;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  className?: string;
}

/** An on/off switch (WAI-ARIA switch pattern): a button with role=switch, Space and Enter flip it. */
export function Toggle({
  label,
  checked,
  defaultChecked = false,
  onChange,
  isDisabled = false,
  description,
  className,
}: ToggleProps) {
  const [own, setOwn] = useState(defaultChecked);
  const isOn = checked ?? own;
  const labelId = useId();
  const descriptionId = useId();
  const flip = () => {
    if (isDisabled) return;
    setOwn(!isOn);
    onChange?.(!isOn);
  };
  return (
    <div className={cx(styles.toggle, className)}>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-disabled={isDisabled || undefined}
        className={styles.switch}
        onClick={flip}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      <span className={styles.text}>
        {/* Clicking the label flips the switch too, as with a native checkbox. */}
        <span id={labelId} className={styles.label} onClick={flip}>
          {label}
        </span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
