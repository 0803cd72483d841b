import { useEffect, useRef, useState } from 'react';
import { useNavigation, useRouteError } from 'react-router';
import styles from './progress-bar.module.css';

/** SPEC §4: the loading indicator is active (default), complete or error. */
export type LoadingState = 'idle' | 'active' | 'complete' | 'error';

/** A thin bar at the top of the page while a navigation loads data or code. */
export function ProgressBar() {
  const navigation = useNavigation();
  const routeError = useRouteError();
  const busy = navigation.state !== 'idle';
  const [finish, setFinish] = useState<'complete' | 'error' | undefined>();
  const wasBusy = useRef(false);

  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const show = setTimeout(() => setFinish(routeError ? 'error' : 'complete'), 0);
    const hide = setTimeout(() => setFinish(undefined), 600);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [busy, routeError]);

  const state: LoadingState = busy ? 'active' : (finish ?? 'idle');
  return (
    <div className={`${styles.bar} ${styles[state]}`} data-state={state} aria-hidden="true">
      <div className={styles.fill} />
    </div>
  );
}
