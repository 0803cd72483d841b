import { useEffect, useRef, useState } from 'react';
import { useNavigation, useRouteError } from 'react-router';
import styles from './progress-bar.module.css';

/** SPEC §4: the loading indicator is active (default), complete or error. */
export type LoadingState = 'idle' | 'active' | 'complete' | 'error';

/** A thin bar at the top of the page while a navigation loads data or code. */
export function ProgressBar() {
  const navigation = useNavigation();
  const routeError = useRouteError();
  const [state, setState] = useState<LoadingState>('idle');
  const wasLoading = useRef(false);

  useEffect(() => {
    if (navigation.state !== 'idle') {
      wasLoading.current = true;
      setState('active');
      return;
    }
    if (!wasLoading.current) return;
    wasLoading.current = false;
    setState(routeError ? 'error' : 'complete');
    const reset = setTimeout(() => setState('idle'), 600);
    return () => clearTimeout(reset);
  }, [navigation.state, routeError]);

  return (
    <div className={`${styles.bar} ${styles[state]}`} data-state={state} aria-hidden="true">
      <div className={styles.fill} />
    </div>
  );
}
