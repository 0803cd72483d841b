import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IdentityConfig } from './identity.config';
import { HttpError } from '../platform/http-error';

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: the ceremonies' options, and the checks of
 * what the browser answers. Every challenge is stored (webauthn_challenges), bound to its purpose
 * and, for a registration or a fresh check, to the session that asked; it is deleted by the
 * first answer that names it, so an answer replayed (or a second answer to one challenge) finds
 * nothing and is refused. Origin and relying party id come from configuration
 * (identity.config.ts `webauthn`); the signature counter must grow when the authenticator keeps one.
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const CEREMONY_TIMEOUT_MS = 2 * 60_000;

export type ChallengePurpose = 'register' | 'sign-in' | 'fresh-check';

export const PASSKEY_REFUSED = 'La passkey non è stata riconosciuta. Riprova.';
const PASSKEY_EXPIRED = 'La richiesta della passkey è scaduta: riprova.';
const PASSKEY_ALREADY_ADDED = 'Questa passkey è già collegata a un account.';

type Db = Kysely<Database>;
/** Options as JSON for the browser (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON). */
export type CeremonyOptions = Record<string, unknown> & { challenge: string };
type WebAuthnConfig = IdentityConfig['webauthn'];

async function storeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  challenge: string,
  sessionId: string | null,
): Promise<void> {
  // Answered or not, old challenges go: the table holds only the last few minutes.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: randomBytes(16).toString('base64url'),
      purpose,
      challenge,
      session_id: sessionId,
      expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
    })
    .execute();
}

/** The challenge the browser signed, if we handed it out for this purpose (and session); spent now. */
async function spendChallenge(
  db: Db,
  purpose: ChallengePurpose,
  clientDataJSON: unknown,
  sessionId: string | null,
): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (
      JSON.parse(Buffer.from(String(clientDataJSON), 'base64url').toString('utf8')) as {
        challenge?: unknown;
      }
    ).challenge;
  } catch {
    throw new HttpError(400, PASSKEY_REFUSED);
  }
  if (typeof challenge !== 'string' || !challenge) throw new HttpError(400, PASSKEY_REFUSED);
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date());
  query = sessionId ? query.where('session_id', '=', sessionId) : query;
  const spent = await query.returning('challenge').executeTakeFirst();
  if (!spent) throw new HttpError(400, PASSKEY_EXPIRED);
  return spent.challenge;
}

function transportsOf(value: string): AuthenticatorTransportFuture[] {
  return value ? (value.split(',') as AuthenticatorTransportFuture[]) : [];
}

function clientData(credential: Record<string, unknown>): unknown {
  const response = credential.response as Record<string, unknown> | undefined;
  return response?.clientDataJSON;
}

export interface PasskeyOwner {
  id: string;
  email: string;
  name: string;
}

/** Options to create a passkey for `user`, the session's owner; their passkeys are excluded. */
export async function registrationOptions(
  db: Db,
  webauthn: WebAuthnConfig,
  user: PasskeyOwner,
  sessionId: string,
): Promise<CeremonyOptions> {
  const existing = await db
    .selectFrom('auth_passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: webauthn.rpName,
    rpID: webauthn.rpId,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
    // A passkey: found by the browser without a username, unlocked by the device (PIN, face).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, 'register', options.challenge, sessionId);
  return options as PublicKeyCredentialCreationOptionsJSON & CeremonyOptions;
}

/** Checks a new passkey against its challenge, origin and relying party, and keeps it. */
export async function addPasskey(
  db: Db,
  webauthn: WebAuthnConfig,
  userId: string,
  sessionId: string,
  credential: Record<string, unknown>,
  name: string,
): Promise<{ id: string }> {
  const expectedChallenge = await spendChallenge(db, 'register', clientData(credential), sessionId);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: webauthn.origins,
      expectedRPID: webauthn.rpId,
      requireUserVerification: true,
    });
  } catch {
    throw new HttpError(400, PASSKEY_REFUSED);
  }
  if (!verification.verified) throw new HttpError(400, PASSKEY_REFUSED);
  const info = verification.registrationInfo;
  const taken = await db
    .selectFrom('auth_passkeys')
    .select('id')
    .where('credential_id', '=', info.credential.id)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, PASSKEY_ALREADY_ADDED);
  const id = randomBytes(12).toString('base64url');
  await db
    .insertInto('auth_passkeys')
    .values({
      id,
      user_id: userId,
      credential_id: info.credential.id,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: (info.credential.transports ?? []).join(','),
      device_type: info.credentialDeviceType,
      backed_up: info.credentialBackedUp,
      aaguid: info.aaguid,
      name,
    })
    .execute();
  return { id };
}

/**
 * Options to sign with a passkey: for a sign-in any passkey of the site (the browser offers the
 * ones it holds, in the autofill list too); for a fresh check only the session owner's.
 */
export async function authenticationOptions(
  db: Db,
  webauthn: WebAuthnConfig,
  purpose: 'sign-in' | 'fresh-check',
  session?: { id: string; userId: string },
): Promise<CeremonyOptions> {
  const allowed = session
    ? await db
        .selectFrom('auth_passkeys')
        .select(['credential_id', 'transports'])
        .where('user_id', '=', session.userId)
        .execute()
    : [];
  const options = await generateAuthenticationOptions({
    rpID: webauthn.rpId,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allowed.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
  });
  await storeChallenge(db, purpose, options.challenge, session?.id ?? null);
  return options as PublicKeyCredentialRequestOptionsJSON & CeremonyOptions;
}

/**
 * Checks a passkey's signature against its challenge, origin, relying party and counter; answers
 * the account it belongs to. A fresh check accepts only a passkey of the session's own account.
 */
export async function verifyPasskey(
  db: Db,
  webauthn: WebAuthnConfig,
  purpose: 'sign-in' | 'fresh-check',
  credential: Record<string, unknown>,
  session?: { id: string; userId: string },
): Promise<{ userId: string; passkeyId: string }> {
  const expectedChallenge = await spendChallenge(
    db,
    purpose,
    clientData(credential),
    session?.id ?? null,
  );
  const credentialId = typeof credential.id === 'string' ? credential.id : '';
  const passkey = await db
    .selectFrom('auth_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!passkey || (session && passkey.user_id !== session.userId))
    throw new HttpError(400, PASSKEY_REFUSED);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: webauthn.origins,
      expectedRPID: webauthn.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
  } catch {
    // A wrong signature, origin or relying party, or a counter that did not grow (a cloned key).
    throw new HttpError(400, PASSKEY_REFUSED);
  }
  if (!verification.verified) throw new HttpError(400, PASSKEY_REFUSED);
  await db
    .updateTable('auth_passkeys')
    .set({
      counter: verification.authenticationInfo.newCounter,
      last_used_at: new Date(),
      backed_up: verification.authenticationInfo.credentialBackedUp,
    })
    .where('id', '=', passkey.id)
    .execute();
  return { userId: passkey.user_id, passkeyId: passkey.id };
}
