import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

export type ButtonSize = 's' | 'm' | 'l';
export type ButtonTheme = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps {
  /** The label (SPEC §3 `text`); children win when both are given. */
  text?: string;
  children?: ReactNode;
  size?: ButtonSize;
  theme?: ButtonTheme;
  type?: 'button' | 'submit' | 'reset';
  isDisabled?: boolean;
  isLoading?: boolean;
  fluid?: boolean;
  fluidOnMobile?: boolean;
  /** Renders an internal link to this path instead of a button. */
  slug?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export function Button({
  text,
  children,
  size = 'm',
  theme = 'primary',
  type = 'button',
  isDisabled = false,
  isLoading = false,
  fluid = false,
  fluidOnMobile = false,
  slug,
  onClick,
}: ButtonProps) {
  const className = [
    styles.button,
    styles[theme],
    size !== 'm' && styles[`size-${size}`],
    fluid && styles.fluid,
    fluidOnMobile && styles.fluidOnMobile,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {isLoading && <span className={styles.spinner} aria-hidden="true" />}
      {children ?? text}
    </>
  );
  if (slug !== undefined && !isDisabled) {
    return (
      <Link to={slug} className={className} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type={type}
      className={className}
      // aria-disabled keeps the button focusable, so keyboard users still find it and its label.
      aria-disabled={isDisabled || isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        if (isDisabled || isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
