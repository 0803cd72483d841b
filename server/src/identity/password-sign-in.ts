import { isAPIError } from 'better-auth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/http-error';
import { forwardCookies, webHeaders } from './identity.service';
import { rememberDevice } from './known-device';
import { mailIfNewDevice } from './new-device';

export const WRONG_CREDENTIALS = 'Email o password non corretti.';

export type PasswordSignIn = { uid: string } | { twoFactorRequired: true };

/**
 * A sign-in with email and password, for the app's JSON request and the page's plain form alike:
 * the per-account throttle, better-auth's check, the session cookie on the reply, the new-device
 * mail and the known-device cookie. A wrong pair is a 401 with the one message that does not say
 * which of the two was wrong; a waiting account a 429.
 */
export async function signInWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
): Promise<PasswordSignIn> {
  const { auth, config, mailer } = app.identity;
  const succeeded = await app.identity.enterCredentialCheck(request, reply, email);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: webHeaders(request),
      returnHeaders: true,
    });
    await succeeded();
    forwardCookies(reply, headers);
    // TOTP on (two-factor.routes.ts): the plugin ended the new session and set the signed
    // `two_factor` cookie; no session, no mail and no known device before the code.
    if ('twoFactorRedirect' in response && response.twoFactorRedirect)
      return { twoFactorRequired: true };
    const session = await app.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('token', '=', response.token)
      .executeTakeFirst();
    if (session) {
      const user = {
        email: response.user.email,
        name: response.user.name,
        emailVerified: response.user.emailVerified,
      };
      // Read before rememberDevice(): this browser's cookie as it came.
      app.identity.afterAnswer.queue(reply, () =>
        mailIfNewDevice(config, mailer, request, {
          user,
          sessionId: session.id,
          method: 'password',
        }),
      );
    }
    rememberDevice(config, request, reply, email);
    return { uid: response.user.id };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) throw new HttpError(401, WRONG_CREDENTIALS);
    throw error;
  }
}
