import {
  readGuestList,
  sessionLoggedIn,
  useShoppingListMergeMutation,
  writeGuestList,
  type AppDispatch,
  type LoginMethod,
} from '@iper/api';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

/**
 * What follows every sign-in (email and password, social, new registration): the login event
 * handler of @iper/api (session reload, analytics), then the shopping list kept on this device
 * joins the account's.
 */
export function useCompleteLogin() {
  const dispatch = useDispatch<AppDispatch>();
  const [merge] = useShoppingListMergeMutation();
  return useCallback(
    async (method: LoginMethod, provider?: string) => {
      dispatch(sessionLoggedIn(method, provider));
      const guestItems = readGuestList();
      if (guestItems.length === 0) return;
      try {
        await merge({
          items: guestItems.map(({ label, checked, promotionEndsOn }) => ({
            label,
            checked,
            promotionEndsOn,
          })),
        }).unwrap();
        writeGuestList([]);
      } catch (error) {
        // The list stays on the device and is merged at the next login.
        console.error('[account] the shopping list of this device could not be merged', error);
      }
    },
    [dispatch, merge],
  );
}
