import { useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { trackEvent } from '@iper/analytics';
import { useHydrated } from '../../utils/use-hydrated';
import { Icon, type IconName } from '../icon/icon';
import { Link } from '../link/link';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './button.module.css';
import spinner from '../loading/spinner.module.css';

export type ButtonSize = 's' | 'm' | 'l';
export type ButtonTheme = 'primary' | 'secondary' | 'ghost';

/** A GA4 event the tag manager picks up (SPEC §3 Button `ga4`), sent through @iper/analytics. */
export interface Ga4Event {
  eventName: string;
  label?: string;
}

export interface ButtonProps {
  /** The label (SPEC §3 `text`); children win when both are given. */
  text?: string;
  children?: ReactNode;
  size?: ButtonSize;
  theme?: ButtonTheme;
  type?: 'button' | 'submit' | 'reset';
  /**
   * A submit button of a form the server answers (a form with a method): it works before the app
   * has started. Other submit buttons wait for the app, which handles their form.
   */
  sendsWithoutApp?: boolean;
  /** A submit button's own field (`name=value`), sent with its form: which choice was made. */
  name?: string;
  value?: string;
  /**
   * An invoker command (`commandfor`, `command`: "show-modal", "close"): the button opens or closes
   * the dialog with that id by itself, before the app has started and without script.
   */
  commandFor?: string;
  command?: 'show-modal' | 'close';
  isDisabled?: boolean;
  isLoading?: boolean;
  fluid?: boolean;
  fluidOnMobile?: boolean;
  /** Renders a link to this address instead of a button, following the site's link rules. */
  slug?: string;
  /** GA4 event pushed to the data layer on click (SPEC §3 ga4 event name and label). */
  ga4?: Ga4Event;
  /** A toggle button: a click flips `selected`, announced with aria-pressed (SPEC §4). */
  selectable?: boolean;
  /** Selected state of a selectable button when the parent controls it. */
  selected?: boolean;
  defaultSelected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** An icon before the text. */
  icon?: IconName;
  /** Keeps the text for screen readers only: an icon button. */
  hideText?: boolean;
  /** Makes the button name a form or a popup it controls. */
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-describedby'?: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export function Button({
  text,
  children,
  size = 'm',
  theme = 'primary',
  type = 'button',
  sendsWithoutApp = false,
  name,
  value,
  commandFor,
  command,
  isDisabled = false,
  isLoading = false,
  fluid = false,
  fluidOnMobile = false,
  slug,
  ga4,
  selectable = false,
  selected,
  defaultSelected = false,
  onSelectedChange,
  icon,
  hideText = false,
  className,
  onClick,
  ...aria
}: ButtonProps) {
  const [ownSelected, setOwnSelected] = useState(defaultSelected);
  const hydrated = useHydrated();
  const isSelected = selected ?? ownSelected;
  const classNames = cx(
    styles.button,
    styles[theme],
    size !== 'm' && styles[`size-${size}`],
    fluid && styles.fluid,
    fluidOnMobile && styles.fluidOnMobile,
    hideText && styles.iconOnly,
    selectable && isSelected && styles.selected,
    className,
  );
  const label = children ?? text;
  const content = (
    <>
      {isLoading && <span className={cx(spinner.spinner, styles.spinner)} aria-hidden="true" />}
      {icon && !isLoading && <Icon name={icon} size={size === 's' ? 18 : 20} />}
      {hideText ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </>
  );
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (ga4) trackEvent(ga4.eventName, ga4.label === undefined ? {} : { label: ga4.label });
    if (selectable) {
      setOwnSelected(!isSelected);
      onSelectedChange?.(!isSelected);
    }
    onClick?.(event);
  };

  if (slug && !isDisabled) {
    return (
      <Link to={slug} className={classNames} onClick={handleClick} {...aria}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type={type}
      className={classNames}
      name={name}
      value={value}
      // React passes unknown lowercase attributes through; the DOM types do not list these yet.
      {...(commandFor ? { commandfor: commandFor, command } : {})}
      disabled={type === 'submit' && !sendsWithoutApp && !hydrated ? true : undefined}
      // aria-disabled keeps the button focusable, so keyboard users still find it and its label.
      aria-disabled={isDisabled || isLoading || undefined}
      aria-busy={isLoading || undefined}
      aria-pressed={selectable ? isSelected : undefined}
      {...aria}
      onClick={(event) => {
        if (isDisabled || isLoading) {
          event.preventDefault();
          return;
        }
        handleClick(event);
      }}
    >
      {content}
    </button>
  );
}
