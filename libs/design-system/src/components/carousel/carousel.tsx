import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { Button } from '../button/button';
import styles from './carousel.module.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel ("Offerte della settimana"). */
  label: string;
  slides: CarouselSlide[];
  className?: string;
}

/**
 * A carousel (WAI-ARIA carousel pattern) that never moves by itself: previous and next buttons and
 * a picker per slide; the slide shown is announced politely ("2 di 5").
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const position = (i: number) =>
    intl.formatMessage(
      { id: 'carousel.position', defaultMessage: '{current} di {total}' },
      { current: i + 1, total: count },
    );
  return (
    <section
      className={cx(styles.carousel, className)}
      aria-roledescription={intl.formatMessage({
        id: 'carousel.roledescription',
        defaultMessage: 'carosello',
      })}
      aria-label={label}
    >
      <div className={styles.slides} id={`${baseId}-slides`} aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={intl.formatMessage({
              id: 'carousel.slide',
              defaultMessage: 'slide',
            })}
            aria-label={position(i)}
            hidden={i !== index}
            className={styles.slide}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <Button
            theme="secondary"
            icon="chevron-left"
            hideText
            aria-controls={`${baseId}-slides`}
            text={intl.formatMessage({
              id: 'carousel.previous',
              defaultMessage: 'Slide precedente',
            })}
            onClick={() => go(index - 1)}
          />
          <div className={styles.picker}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-controls={`${baseId}-slides`}
                aria-current={i === index ? 'true' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'carousel.goTo', defaultMessage: 'Vai alla slide {number}' },
                  { number: i + 1 },
                )}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <Button
            theme="secondary"
            icon="chevron-right"
            hideText
            aria-controls={`${baseId}-slides`}
            text={intl.formatMessage({ id: 'carousel.next', defaultMessage: 'Slide successiva' })}
            onClick={() => go(index + 1)}
          />
        </div>
      )}
    </section>
  );
}
