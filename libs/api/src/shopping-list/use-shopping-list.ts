import type { ShoppingListItem } from '@iper/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import {
  addGuestItem,
  checkGuestItem,
  guestListSnapshot,
  readGuestList,
  removeGuestItem,
  subscribeGuestList,
  writeGuestList,
} from './guest-shopping-list';
import {
  useShoppingListAddMutation,
  useShoppingListCheckMutation,
  useShoppingListClearMutation,
  useShoppingListQuery,
  useShoppingListRemoveMutation,
} from './shopping-list-api';

export interface ShoppingListAddOptions {
  /** The last day of the promotion the item comes from (YYYY-MM-DD); after it the item moves to 'Dalle promozioni precedenti'. */
  promotionEndsOn?: string | null;
}

export interface ShoppingList {
  mode: 'loading' | 'guest' | 'account';
  items: ShoppingListItem[];
  isError: boolean;
  add(label: string, options?: ShoppingListAddOptions): Promise<void>;
  check(id: string, checked: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

const noop = async () => {};
const emptyList: ShoppingListItem[] = [];

function updateGuest(next: (items: ShoppingListItem[]) => ShoppingListItem[]) {
  writeGuestList(next(readGuestList()));
}

/**
 * The shopping list of the account when logged in, the list kept on this device otherwise. Any
 * remote may use it (the account's list page, a flyer's 'Aggiungi alla lista').
 */
export function useShoppingList(): ShoppingList {
  const session = useSession();
  const signedIn = session.isLoggedIn;
  const remote = useShoppingListQuery(undefined, { skip: !signedIn });
  const [addRemote] = useShoppingListAddMutation();
  const [checkRemote] = useShoppingListCheckMutation();
  const [removeRemote] = useShoppingListRemoveMutation();
  const [clearRemote] = useShoppingListClearMutation();
  const guestItems = useSyncExternalStore(subscribeGuestList, guestListSnapshot, () => emptyList);

  const addGuest = useCallback(async (label: string, options?: ShoppingListAddOptions) => {
    updateGuest((items) => addGuestItem(items, label, options?.promotionEndsOn ?? null));
  }, []);

  if (session.status === 'unchecked') {
    return {
      mode: 'loading',
      items: emptyList,
      isError: false,
      add: noop,
      check: noop,
      remove: noop,
      clear: noop,
    };
  }
  if (!signedIn) {
    return {
      mode: 'guest',
      items: guestItems,
      isError: false,
      add: addGuest,
      check: async (id, checked) => updateGuest((items) => checkGuestItem(items, id, checked)),
      remove: async (id) => updateGuest((items) => removeGuestItem(items, id)),
      clear: async () => updateGuest(() => []),
    };
  }
  return {
    mode: remote.data ? 'account' : 'loading',
    items: remote.data?.items ?? emptyList,
    isError: remote.isError,
    add: async (label, options) => {
      await addRemote({ label, promotionEndsOn: options?.promotionEndsOn ?? null }).unwrap();
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
