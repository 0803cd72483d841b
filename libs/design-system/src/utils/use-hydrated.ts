import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once on
 * a page rendered in the browser). A form's submit button is disabled until then: a form submitted
 * before its script is attached would be sent by the browser itself, as a GET with what was typed
 * (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
