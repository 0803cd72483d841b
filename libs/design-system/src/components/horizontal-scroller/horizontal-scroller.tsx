import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { Button } from '../button/button';
import styles from './horizontal-scroller.module.css';

/** SPEC §9: measuring retries every 100 ms until the scroller is laid out. */
export const HORIZONTAL_SCROLL_RETRY_MS = 100;
/** Gives up after this many retries (5 s): a scroller that never shows needs no arrows. */
export const HORIZONTAL_SCROLL_MAX_RETRIES = 50;
/** SPEC §9: a vertical wheel turn scrolls sideways by its delta divided by 5. */
export const WHEEL_DELTA_DIVISOR = 5;
/** The arrow buttons move by this share of the visible width. */
const PAGE_SHARE = 0.8;

export interface HorizontalScrollerProps {
  /** Names the scrolling region ("Servizi del punto vendita"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A row of items that scrolls sideways: by touch, by the arrow buttons, by the mouse wheel and, once
 * focused, by the keyboard's arrow keys. Arrows appear only where there is more to see.
 */
export function HorizontalScroller({ label, children, className }: HorizontalScrollerProps) {
  const intl = useIntl();
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });

  /** Measures; false when the scroller has no width yet (hidden, not laid out). */
  const measure = useCallback((): boolean => {
    const element = viewport.current;
    if (!element || element.clientWidth === 0) return false;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    const next = { canPrev: scrollLeft > 1, canNext: scrollLeft + clientWidth < scrollWidth - 1 };
    setEdges((current) =>
      current.canPrev === next.canPrev && current.canNext === next.canNext ? current : next,
    );
    return true;
  }, []);

  useEffect(() => {
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (measure() || retries >= HORIZONTAL_SCROLL_MAX_RETRIES) return;
      retries += 1;
      timer = setTimeout(attempt, HORIZONTAL_SCROLL_RETRY_MS);
    };
    attempt();
    const element = viewport.current!;
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure());
    observer?.observe(element);
    const onWheel = (event: WheelEvent) => {
      // Only a mostly vertical turn is translated, and only while the row can still move that way,
      // so the page scrolls on as usual at the ends.
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const atStart = element.scrollLeft <= 0 && event.deltaY < 0;
      const atEnd =
        element.scrollLeft + element.clientWidth >= element.scrollWidth && event.deltaY > 0;
      if (atStart || atEnd) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY / WHEEL_DELTA_DIVISOR;
      measure();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      element.removeEventListener('wheel', onWheel);
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const element = viewport.current!;
    element.scrollBy({ left: direction * element.clientWidth * PAGE_SHARE, behavior: 'smooth' });
  };

  return (
    <div className={cx(styles.scroller, className)}>
      {edges.canPrev && (
        <Button
          className={cx(styles.arrow, styles.prev)}
          theme="secondary"
          icon="chevron-left"
          hideText
          text={intl.formatMessage({
            id: 'horizontalScroller.previous',
            defaultMessage: 'Scorri indietro',
          })}
          onClick={() => page(-1)}
        />
      )}
      <div
        ref={viewport}
        className={styles.viewport}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={() => measure()}
      >
        {children}
      </div>
      {edges.canNext && (
        <Button
          className={cx(styles.arrow, styles.next)}
          theme="secondary"
          icon="chevron-right"
          hideText
          text={intl.formatMessage({
            id: 'horizontalScroller.next',
            defaultMessage: 'Scorri avanti',
          })}
          onClick={() => page(1)}
        />
      )}
    </div>
  );
}
