import { useSession, type ShoppingList } from '@iper/api';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { statusOf } from '../session/server-message';
import {
  dropOtherCustomers,
  holdCheck,
  NO_PENDING_CHECKS,
  pendingChecks,
  releaseCheck,
  subscribePendingChecks,
  withPendingChecks,
  type PendingChecks,
} from './pending-checks';

const NONE = NO_PENDING_CHECKS;

/** The browser's idea of the network (true where the browser cannot tell). */
function subscribeOnline(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}
const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** A request that never reached the server (RTK Query's FETCH_ERROR, or a timeout). */
function unreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || !isOnline();
}

export interface OfflineShoppingList extends ShoppingList {
  online: boolean;
  /** Ticks made offline that the server does not have yet. */
  pendingCount: number;
}

/**
 * The signed-in customer's list, usable with no network (issue 33): every tick is kept on the
 * device first (pending-checks.ts) and shown at once, then sent — now when the network is up, on
 * the browser's `online` event and whenever the page opens online otherwise — one request per
 * item with the last value ticked, forgotten once the server has answered it. A visitor's list
 * (kept on the device anyway) is returned as it is.
 */
export function useOfflineShoppingList(list: ShoppingList): OfflineShoppingList {
  const session = useSession();
  const userId = list.mode === 'account' ? session.user?.uid : undefined;
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const pending = useSyncExternalStore(
    subscribePendingChecks,
    () => (userId ? pendingChecks(userId) : NONE),
    () => NONE,
  );
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });
  const sending = useRef(false);
  // Ticks the server has answered, shown until the list read again after them arrives.
  const [answered, setAnswered] = useState<{ items: unknown; checks: PendingChecks }>({
    items: undefined,
    checks: NONE,
  });

  useEffect(() => {
    if (userId) dropOtherCustomers(userId);
  }, [userId]);

  // One request at a time, the oldest tick first; a tick made meanwhile is read by the next turn.
  const send = useCallback(async () => {
    if (!userId || sending.current || !isOnline()) return;
    sending.current = true;
    try {
      for (;;) {
        const next = Object.entries(pendingChecks(userId))[0];
        if (!next) return;
        const [id, checked] = next;
        try {
          await listRef.current.check(id, checked);
          const items = listRef.current.items;
          setAnswered((last) => ({
            items,
            checks: { ...(last.items === items ? last.checks : {}), [id]: checked },
          }));
          releaseCheck(userId, id, checked);
        } catch (error) {
          if (unreachable(error)) return; // kept: the next `online` event tries again
          // Refused (the item was removed on another device): nothing to keep, go on.
          if (statusOf(error) === undefined) return;
          releaseCheck(userId, id, checked);
        }
      }
    } finally {
      sending.current = false;
    }
  }, [userId]);

  const pendingCount = Object.keys(pending).length;
  useEffect(() => {
    if (online && pendingCount > 0) void send();
  }, [online, pendingCount, send]);

  // Offline, a tick made back to what the list already says is no change to send.
  useEffect(() => {
    if (!userId || online) return;
    const byId = new Map(list.items.map((item) => [item.id, item.checked]));
    for (const [id, checked] of Object.entries(pending))
      if (byId.get(id) === checked) releaseCheck(userId, id, checked);
  }, [userId, online, list.items, pending]);

  const shownChecks = answered.items === list.items ? answered.checks : NONE;
  const items = useMemo(
    () => withPendingChecks(withPendingChecks(list.items, shownChecks), pending),
    [list.items, shownChecks, pending],
  );
  if (!userId) return { ...list, online, pendingCount: 0 };
  return {
    ...list,
    items,
    online,
    pendingCount,
    check: async (id, checked) => {
      holdCheck(userId, id, checked);
    },
  };
}
