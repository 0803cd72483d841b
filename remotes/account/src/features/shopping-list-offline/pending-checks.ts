/**
 * Ticks made on the shopping list while the network is out (issue 33, docs/offline.md): kept on
 * this device, per customer, until the server has them. A tick is a value (checked or not), not a
 * toggle, and the server's PATCH sets that value: sending one twice changes nothing, so a tick
 * that reached the server just before the connection dropped is never applied twice, and the last
 * tick of an item is the one that counts. Only item ids and true/false are kept, never labels.
 */
export const PENDING_KEY_PREFIX = 'iper.shoppingList.pending.';

export type PendingChecks = Readonly<Record<string, boolean>>;

/** No tick waiting (one object, so a list with none is given back as it is). */
export const NO_PENDING_CHECKS: PendingChecks = Object.freeze({});
const EMPTY = NO_PENDING_CHECKS;
const listeners = new Set<() => void>();
/**
 * The last reading per customer: the same object while the stored text is the same, as
 * useSyncExternalStore needs; the storage stays the truth (another tab may have changed it).
 */
const snapshots = new Map<string, { text: string | null; value: PendingChecks }>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function parse(text: string | null): PendingChecks {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY;
    const entries = Object.entries(value).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    );
    return entries.length === 0 ? EMPTY : Object.freeze(Object.fromEntries(entries));
  } catch {
    return EMPTY;
  }
}

/** The customer's ticks not yet on the server. */
export function pendingChecks(userId: string): PendingChecks {
  const text = storage()?.getItem(PENDING_KEY_PREFIX + userId) ?? null;
  const last = snapshots.get(userId);
  if (last && last.text === text) return last.value;
  const value = parse(text);
  snapshots.set(userId, { text, value });
  return value;
}

function write(userId: string, next: PendingChecks) {
  const empty = Object.keys(next).length === 0;
  try {
    if (empty) storage()?.removeItem(PENDING_KEY_PREFIX + userId);
    else storage()?.setItem(PENDING_KEY_PREFIX + userId, JSON.stringify(next));
  } catch {
    // A full or refused storage: the tick is not kept for the next page, the list says so no more.
  }
  for (const listener of listeners) listener();
}

/** Notes a tick to send later (the last one of an item wins). */
export function holdCheck(userId: string, id: string, checked: boolean): void {
  write(userId, { ...pendingChecks(userId), [id]: checked });
}

/** The server has the tick (or the item is gone): forgotten, unless a newer one was made since. */
export function releaseCheck(userId: string, id: string, sent: boolean): void {
  const pending = pendingChecks(userId);
  if (pending[id] !== sent) return;
  const { [id]: _sent, ...rest } = pending;
  write(userId, rest);
}

/**
 * Another customer signed in on this device: the ticks of anyone else are dropped (they belong to
 * a list this customer must not touch, and would otherwise wait here for ever).
 */
export function dropOtherCustomers(userId: string): void {
  const store = storage();
  if (!store) return;
  const others: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PENDING_KEY_PREFIX) && key !== PENDING_KEY_PREFIX + userId)
      others.push(key);
  }
  for (const key of others) store.removeItem(key);
  for (const id of [...snapshots.keys()]) if (id !== userId) snapshots.delete(id);
}

export function subscribePendingChecks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The list as the customer sees it: the server's items with the ticks not sent yet applied. */
export function withPendingChecks<T extends { id: string; checked: boolean }>(
  items: T[],
  pending: PendingChecks,
): T[] {
  if (pending === EMPTY) return items;
  return items.map((item) =>
    item.id in pending && pending[item.id] !== item.checked
      ? { ...item, checked: pending[item.id] as boolean }
      : item,
  );
}
