import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** False until the browser has been idle once after the component mounted (false on the server). */
export function useBrowserIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs]);
  return idle;
}
