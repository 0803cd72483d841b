import { useSyncExternalStore } from 'react';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of a passkey (@simplewebauthn/browser): the server's options in, the
 * credential as JSON out. A customer who closes the browser's sheet gets `cancelled`, so the
 * page says nothing alarming.
 */
export type CeremonyResult =
  | { ok: true; credential: Record<string, unknown> }
  | { ok: false; reason: 'cancelled' | 'unsupported' | 'already-added' | 'failed' };

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

export function passkeyAutofillSupported(): Promise<boolean> {
  return typeof window === 'undefined' ? Promise.resolve(false) : browserSupportsWebAuthnAutofill();
}

function failure(error: unknown): CeremonyResult {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | undefined)?.code;
  // This device already holds a passkey of the account (the server's excludeCredentials).
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return { ok: false, reason: 'already-added' };
  // NotAllowedError: dismissed or timed out; AbortError: another ceremony took over.
  return {
    ok: false,
    reason: name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'failed',
  };
}

export async function createPasskey(options: Record<string, unknown>): Promise<CeremonyResult> {
  if (!passkeysSupported()) return { ok: false, reason: 'unsupported' };
  try {
    const credential = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return { ok: true, credential: credential as unknown as Record<string, unknown> };
  } catch (error) {
    return failure(error);
  }
}

/** `autofill`: the passkeys offered in the e-mail field's suggestions (conditional UI). */
export async function signWithPasskey(
  options: Record<string, unknown>,
  autofill = false,
): Promise<CeremonyResult> {
  if (!passkeysSupported()) return { ok: false, reason: 'unsupported' };
  try {
    const credential = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
    return { ok: true, credential: credential as unknown as Record<string, unknown> };
  } catch (error) {
    return failure(error);
  }
}

/** Ends a pending autofill request (leaving the page, or the button starting its own). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

/**
 * Whether to show passkey buttons: false in the server's render and the first render in the
 * browser (they must match), then what the browser supports.
 */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(neverChanges, passkeysSupported, () => false);
}

/** What a browser supports does not change while the page is open. */
function neverChanges(): () => void {
  return () => undefined;
}
