import { GUEST_LIST_STORAGE_KEY, type ShoppingListItem } from '@iper/contracts';

/**
 * A visitor's shopping list lives on this device (local storage) until they log in; then it is
 * merged into the account's list and forgotten here. Every writer goes through `writeGuestList`,
 * which tells the subscribers, so two components showing the list (a flyer's cards, a counter)
 * stay in step.
 */
export { GUEST_LIST_STORAGE_KEY };

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readGuestList(): ShoppingListItem[] {
  try {
    const raw = storage()?.getItem(GUEST_LIST_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (entry): entry is ShoppingListItem =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.id === 'string' &&
          typeof entry.label === 'string',
      )
      .map((entry) => ({
        id: entry.id,
        label: entry.label,
        checked: Boolean(entry.checked),
        promotionEndsOn: entry.promotionEndsOn ?? null,
      }));
  } catch {
    return [];
  }
}

export function writeGuestList(items: ShoppingListItem[]): void {
  try {
    if (items.length === 0) storage()?.removeItem(GUEST_LIST_STORAGE_KEY);
    else storage()?.setItem(GUEST_LIST_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
  for (const listener of listeners) listener();
}

let snapshot: { raw: string | null | undefined; items: ShoppingListItem[] } | undefined;

/** The list as last written, the same array until it changes (for useSyncExternalStore). */
export function guestListSnapshot(): ShoppingListItem[] {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(GUEST_LIST_STORAGE_KEY);
  } catch {
    raw = undefined;
  }
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, items: readGuestList() };
  return snapshot.items;
}

/** Calls `listener` after every write on this page and when another tab changes the list. */
export function subscribeGuestList(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_LIST_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

export function addGuestItem(
  items: ShoppingListItem[],
  label: string,
  promotionEndsOn: string | null = null,
): ShoppingListItem[] {
  return [...items, { id: newId(), label: label.trim(), checked: false, promotionEndsOn }];
}

export function checkGuestItem(
  items: ShoppingListItem[],
  id: string,
  checked: boolean,
): ShoppingListItem[] {
  return items.map((item) => (item.id === id ? { ...item, checked } : item));
}

export function removeGuestItem(items: ShoppingListItem[], id: string): ShoppingListItem[] {
  return items.filter((item) => item.id !== id);
}
