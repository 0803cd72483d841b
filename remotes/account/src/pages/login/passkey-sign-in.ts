import { useEffect, useRef, useState } from 'react';
import {
  useAccountPasskeySignInMutation,
  useAccountPasskeySignInOptionsMutation,
} from '../../api/passkeys-api';
import {
  cancelPasskeyCeremony,
  passkeyAutofillSupported,
  usePasskeysSupported,
  signWithPasskey,
} from '../../features/passkeys/passkey-ceremony';
import { serverMessage } from '../../features/session/server-message';

export type PasskeySignInOutcome =
  { status: 'signed-in' } | { status: 'cancelled' } | { status: 'error'; message: string };

const NOT_RECOGNISED = 'L’accesso con la passkey non è riuscito. Riprova o usa la password.';

/**
 * "Accedi con una passkey" on the login page: the button, and where the browser offers it the
 * passkeys among the e-mail field's suggestions (conditional UI, started once on arrival; the
 * button cancels it and starts its own). `onSignedIn` completes the login as a password does.
 */
export function usePasskeySignIn(onSignedIn: () => Promise<void>) {
  const [options] = useAccountPasskeySignInOptionsMutation();
  const [signIn] = useAccountPasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const completed = useRef(onSignedIn);
  useEffect(() => {
    completed.current = onSignedIn;
  });

  async function run(autofill: boolean): Promise<PasskeySignInOutcome> {
    let picked = false;
    try {
      const { options: request } = await options().unwrap();
      const result = await signWithPasskey(request, autofill);
      // The autofill request is the browser's to end (no passkey here, another request took its
      // place, a browser that offers the feature but refuses it): nothing the customer did, so
      // nothing to tell them. Only a passkey they picked and the server refused is an error.
      if (!result.ok)
        return result.reason === 'cancelled' || autofill
          ? { status: 'cancelled' }
          : { status: 'error', message: NOT_RECOGNISED };
      picked = true;
      await signIn({ credential: result.credential }).unwrap();
      await completed.current();
      return { status: 'signed-in' };
    } catch (failure) {
      if (autofill && !picked) return { status: 'cancelled' };
      return { status: 'error', message: serverMessage(failure, NOT_RECOGNISED) };
    }
  }

  // The autofill request waits in the background until the customer picks a passkey.
  useEffect(() => {
    let active = true;
    void passkeyAutofillSupported().then((supported) => {
      if (!supported || !active) return;
      void run(true).then((outcome) => {
        if (active && outcome.status === 'error') setError(outcome.message);
      });
    });
    return () => {
      active = false;
      cancelPasskeyCeremony();
    };
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function withButton() {
    setError(undefined);
    setBusy(true);
    const outcome = await run(false);
    setBusy(false);
    if (outcome.status === 'error') setError(outcome.message);
  }

  const supported = usePasskeysSupported();
  return { supported, busy, error, signInWithPasskey: withButton };
}
