import type { MouseEvent } from 'react';

/** The preferences dialog's element id: the buttons that open it name it (`commandfor`). */
export const CONSENT_PREFERENCES_DIALOG_ID = 'preferenze-cookie';

// Whether the cookie preferences dialog is open: the footer opens it, the banner too.
type Listener = () => void;
let open = false;
const listeners = new Set<Listener>();

export const preferencesDialog = {
  isOpen: () => open,
  open() {
    open = true;
    listeners.forEach((listener) => listener());
  },
  close() {
    open = false;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * A click on a button that opens the preferences: before the app, its invoker command opens the
 * dialog by itself; once the app runs, the app does (with the saved choice ticked), not both.
 */
export function openPreferences(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
  preferencesDialog.open();
}
