import { useSession } from '@iper/api';
import type { ShoppingListItem } from '@iper/contracts';
import { useCallback, useState } from 'react';
import {
  useAccountShoppingListAddMutation,
  useAccountShoppingListCheckMutation,
  useAccountShoppingListClearMutation,
  useAccountShoppingListQuery,
  useAccountShoppingListRemoveMutation,
} from '../../api/account';
import {
  addGuestItem,
  checkGuestItem,
  readGuestList,
  removeGuestItem,
  writeGuestList,
} from '../../domain/guest-shopping-list';

export interface ShoppingList {
  mode: 'loading' | 'guest' | 'account';
  items: ShoppingListItem[];
  isError: boolean;
  add(label: string): Promise<void>;
  check(id: string, checked: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** The list of the account when logged in, the list kept on this device otherwise. */
export function useShoppingList(): ShoppingList {
  const session = useSession();
  const signedIn = session.isLoggedIn;
  const remote = useAccountShoppingListQuery(undefined, { skip: !signedIn });
  const [addRemote] = useAccountShoppingListAddMutation();
  const [checkRemote] = useAccountShoppingListCheckMutation();
  const [removeRemote] = useAccountShoppingListRemoveMutation();
  const [clearRemote] = useAccountShoppingListClearMutation();
  const [guestItems, setGuestItems] = useState(readGuestList);

  const updateGuest = useCallback((next: (items: ShoppingListItem[]) => ShoppingListItem[]) => {
    setGuestItems((items) => {
      const updated = next(items);
      writeGuestList(updated);
      return updated;
    });
  }, []);

  if (session.status === 'unchecked') {
    return { mode: 'loading', items: [], isError: false, add: async () => {}, check: async () => {}, remove: async () => {}, clear: async () => {} };
  }
  if (!signedIn) {
    return {
      mode: 'guest',
      items: guestItems,
      isError: false,
      add: async (label) => updateGuest((items) => addGuestItem(items, label)),
      check: async (id, checked) => updateGuest((items) => checkGuestItem(items, id, checked)),
      remove: async (id) => updateGuest((items) => removeGuestItem(items, id)),
      clear: async () => updateGuest(() => []),
    };
  }
  return {
    mode: remote.data ? 'account' : 'loading',
    items: remote.data?.items ?? [],
    isError: remote.isError,
    add: async (label) => {
      await addRemote({ label }).unwrap();
    },
    check: async (id, checked) => {
      await checkRemote({ id, checked }).unwrap();
    },
    remove: async (id) => {
      await removeRemote(id).unwrap();
    },
    clear: async () => {
      await clearRemote().unwrap();
    },
  };
}
