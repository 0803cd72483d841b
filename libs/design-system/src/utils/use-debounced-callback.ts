import { useCallback, useEffect, useRef } from 'react';

/** A stable callback that runs `callback` once, `delayMs` after the last call. */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
  delayMs: number,
) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current?.(...args), delayMs);
    },
    [delayMs],
  );
}
