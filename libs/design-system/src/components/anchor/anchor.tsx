import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import styles from './anchor.module.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls smoothly to the element with this id (instantly under reduced motion) and moves focus to
 * it, so keyboard and screen reader users continue from there. Returns false when there is none.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.matches('a[href],button,input,select,textarea,[tabindex]'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

export interface AnchorProps {
  /** The id of the target on this page, with or without '#'. */
  to: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to a section of the same page ("Vai agli orari"). The address bar gets the hash (to share
 * or bookmark) by replacing the current history entry, so Back still leaves the page.
 */
export function Anchor({ to, children, className }: AnchorProps) {
  const id = to.replace(/^#/, '');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!scrollToAnchor(id)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    <a href={`#${id}`} className={cx(styles.anchor, className)} onClick={onClick}>
      {children}
    </a>
  );
}
