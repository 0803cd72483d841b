import { useState } from 'react';
import {
  useAccountPasskeyAddMutation,
  useAccountPasskeyOptionsMutation,
} from '../../api/passkeys-api';
import { serverMessage } from '../session/server-message';
import { createPasskey } from './passkey-ceremony';

export type AddPasskeyResult =
  { status: 'added' } | { status: 'cancelled' } | { status: 'error'; message: string };

const NOT_CREATED = 'La passkey non è stata creata. Riprova.';
const ALREADY_ADDED =
  'Questo dispositivo ha già una passkey per il tuo account: puoi usarla per accedere.';

/**
 * "Aggiungi una passkey": the server's options (the fresh check may be asked first), the
 * browser's sheet, then the new credential to the server. Used by the account's passkeys and by
 * the offer right after sign-up.
 */
export function useAddPasskey(): { add: () => Promise<AddPasskeyResult>; adding: boolean } {
  const [options] = useAccountPasskeyOptionsMutation();
  const [save] = useAccountPasskeyAddMutation();
  const [adding, setAdding] = useState(false);

  async function add(): Promise<AddPasskeyResult> {
    setAdding(true);
    try {
      const { options: creation } = await options().unwrap();
      const result = await createPasskey(creation);
      if (!result.ok)
        return result.reason === 'cancelled'
          ? { status: 'cancelled' }
          : {
              status: 'error',
              message: result.reason === 'already-added' ? ALREADY_ADDED : NOT_CREATED,
            };
      await save({ credential: result.credential }).unwrap();
      return { status: 'added' };
    } catch (error) {
      return { status: 'error', message: serverMessage(error) };
    } finally {
      setAdding(false);
    }
  }

  return { add, adding };
}
