import type { LocaleCode } from './locale';

export type Messages = Record<string, string>;

/**
 * Each remote owns its catalog and registers it when its code loads; the shell's IntlProvider
 * renders with everything registered so far. Italian needs no catalog: every message's
 * defaultMessage is Italian.
 */
const catalogs = new Map<LocaleCode, Messages>();
const listeners = new Set<() => void>();
let version = 0;

export function registerMessages(locale: LocaleCode, messages: Messages): void {
  catalogs.set(locale, { ...catalogs.get(locale), ...messages });
  version += 1;
  for (const listener of listeners) listener();
}

export function messagesFor(locale: LocaleCode): Messages {
  return catalogs.get(locale) ?? {};
}

/** Changes whenever a catalog is registered (for useSyncExternalStore). */
export function messagesVersion(): number {
  return version;
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
