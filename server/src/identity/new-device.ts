import { deviceLabelOf } from '@iper/contracts';
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from './identity.config';
import { knownDeviceOf } from './known-device';
import { greetingName, newDeviceSignInMail, type Mailer, type NewDeviceSignIn } from './mailer';
import { sameSecret } from './same-secret';

/**
 * The mail on a sign-in from a new device or browser (issue 34): a browser is known once it has
 * signed in to the account (its signed `iper.device` cookie, known-device.ts); any other sign-in
 * gets a mail saying which device, from where and when, with a "Non sei stato tu?" link that ends
 * that one session (a signed, expiring reference to it) and leads to choosing a new password.
 */
export const NOT_ME_LINK_DAYS = 7;

function signature(secret: string, sessionId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`not-me:${sessionId}:${expires}`).digest();
}

export function notMeToken(secret: string, sessionId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + NOT_ME_LINK_DAYS * 24 * 60 * 60;
  return `${sessionId}.${expires}.${signature(secret, sessionId, expires).toString('base64url')}`;
}

/** The session a "Non sei stato tu?" link names, if the link is ours and still valid. */
export function sessionOfNotMeToken(
  secret: string,
  token: string,
  now = Date.now(),
): string | undefined {
  const [sessionId = '', expiresText = '', signed = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!sessionId || !Number.isInteger(expires) || expires * 1000 < now) return undefined;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, sessionId, expires);
  return sameSecret(given, expected) ? sessionId : undefined;
}

/** Where the link leads: the forgotten-password page, the token in the fragment (never logged). */
export function notMeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/password-dimenticata#sessione=${encodeURIComponent(token)}`;
}

/**
 * After a successful sign-in (password, with its code when TOTP is on; passkey; social, for an
 * account that existed before), before the browser is remembered: a mail when this browser is not
 * a known device of the account. Call it before rememberDevice().
 */
export async function mailIfNewDevice(
  config: Pick<IdentityConfig, 'secret' | 'secureCookies' | 'publicUrl'>,
  mailer: Mailer,
  request: FastifyRequest,
  signIn: {
    user: { email: string; name: string; emailVerified: boolean };
    sessionId: string;
    method: NewDeviceSignIn['method'];
  },
): Promise<boolean> {
  if (knownDeviceOf(config, request, signIn.user.email)) return false;
  const userAgent = request.headers['user-agent'];
  await mailer.send(
    newDeviceSignInMail(signIn.user.email, greetingName(signIn.user), {
      device: deviceLabelOf(typeof userAgent === 'string' ? userAgent : null),
      ipAddress: request.ip,
      at: new Date(),
      method: signIn.method,
      notMeLink: notMeLink(config.publicUrl, notMeToken(config.secret, signIn.sessionId)),
    }),
  );
  return true;
}
