import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { styleRef } from '../../utils/style-ref';
import styles from './loading-indicator.module.css';

/** SPEC §4 loading indicator states; active is the default. */
export type LoadingIndicatorState = 'active' | 'complete' | 'error';

export const LOADING_START_PROGRESS = 8;
/** While active the bar creeps towards this value, never reaching the end before the page does. */
export const LOADING_TRICKLE_CEILING = 90;
export const LOADING_TRICKLE_MS = 200;
export const LOADING_COMPLETE_HIDE_MS = 400;
export const LOADING_ERROR_HIDE_MS = 1500;

interface Shown {
  state: LoadingIndicatorState;
  progress: number;
  visible: boolean;
}

const initial = (state: LoadingIndicatorState): Shown => ({
  state,
  progress: state === 'active' ? LOADING_START_PROGRESS : 100,
  visible: true,
});

/**
 * The thin progress bar at the top of the page during navigation: creeps forward while active,
 * fills and fades when complete, turns red and fades on error.
 */
export function LoadingIndicator({
  state = 'active',
  label,
}: {
  state?: LoadingIndicatorState;
  label?: string;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(() => initial(state));
  // A new state restarts the bar (React's "adjust state on prop change" pattern, no extra render pass).
  if (shown.state !== state) setShown(initial(state));

  useEffect(() => {
    if (state === 'active') {
      const timer = setInterval(
        () =>
          setShown((s) => ({
            ...s,
            progress: s.progress + (LOADING_TRICKLE_CEILING - s.progress) * 0.1,
          })),
        LOADING_TRICKLE_MS,
      );
      return () => clearInterval(timer);
    }
    const timer = setTimeout(
      () => setShown((s) => ({ ...s, visible: false })),
      state === 'complete' ? LOADING_COMPLETE_HIDE_MS : LOADING_ERROR_HIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);

  if (!shown.visible) return null;
  const value = Math.round(shown.progress);
  return (
    <div
      role="progressbar"
      aria-label={
        label ??
        intl.formatMessage({
          id: 'loadingIndicator.label',
          defaultMessage: 'Caricamento della pagina',
        })
      }
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={
        state === 'error'
          ? intl.formatMessage({
              id: 'loadingIndicator.error',
              defaultMessage: 'Caricamento non riuscito',
            })
          : undefined
      }
      data-state={state}
      className={cx(styles.track, state !== 'active' && styles.finishing)}
    >
      <div
        className={cx(styles.bar, state === 'error' && styles.error)}
        ref={styleRef({ transform: `scaleX(${value / 100})` })}
      />
    </div>
  );
}
