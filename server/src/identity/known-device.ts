import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../platform/cookies';
import { cookieName, type IdentityConfig } from './identity.config';
import { sameSecret } from './same-secret';

/**
 * The "known device" cookie: after a successful sign-in the browser keeps a random device id
 * signed together with the account's email. With it, that browser's password checks count in a
 * throttle bucket of their own, so failures from elsewhere never make the customer wait on their
 * own device. It proves nothing else and opens nothing: the password is still checked.
 */
const DEVICE_DAYS = 365;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function signature(secret: string, email: string, deviceId: string): Buffer {
  return createHmac('sha256', secret)
    .update(`known-device:${email.trim().toLowerCase()}:${deviceId}`)
    .digest();
}

/** The device id when the request's cookie was issued to this email, undefined otherwise. */
export function knownDeviceOf(
  config: Pick<IdentityConfig, 'secret' | 'secureCookies'>,
  request: FastifyRequest,
  email: string,
): string | undefined {
  const value = parseCookies(request.headers.cookie)[cookieName(config, 'device')];
  const [deviceId = '', signed = ''] = (value ?? '').split('.');
  if (!DEVICE_ID.test(deviceId)) return undefined;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(config.secret, email, deviceId);
  return sameSecret(given, expected) ? deviceId : undefined;
}

/** After a successful sign-in: this browser is now a known device of the account. */
export function rememberDevice(
  config: Pick<IdentityConfig, 'secret' | 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): void {
  const deviceId = knownDeviceOf(config, request, email) ?? randomBytes(16).toString('base64url');
  const value = `${deviceId}.${signature(config.secret, email, deviceId).toString('base64url')}`;
  const attributes = [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${DEVICE_DAYS * 24 * 60 * 60}`,
    ...(config.secureCookies ? ['Secure'] : []),
  ];
  reply.header(
    'set-cookie',
    [`${cookieName(config, 'device')}=${value}`, ...attributes].join('; '),
  );
}
