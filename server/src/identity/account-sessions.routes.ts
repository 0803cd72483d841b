import {
  AccountSessionsResponseSchema,
  EndAccountSessionRequestSchema,
  OkResultSchema,
} from '@iper/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { forwardCookies, webHeaders } from './identity.service';
import { HttpError } from '../platform/http-error';

const SESSION_NOT_FOUND = 'Sessione non trovata: forse è già terminata.';

/**
 * The devices page (ASVS 7.5.2): GET /api/account/sessions lists the account's active sessions
 * (never their tokens), POST /api/account/sessions/end ends one, POST .../end-others ends all but
 * this one. better-auth lists and revokes; a revoked session may still sit in the session cache,
 * so every change ends with forgetSessions().
 */
export const accountSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.identity;

  /** The account's sessions as better-auth keeps them, and which one is this request's. */
  async function sessionsOf(request: FastifyRequest) {
    const headers = webHeaders(request);
    const [current, sessions] = await Promise.all([
      auth.api.getSession({ headers }),
      auth.api.listSessions({ headers }),
    ]);
    if (!current) throw new HttpError(401, 'Accedi per continuare.');
    return { currentId: current.session.id, sessions };
  }

  async function answerOk(reply: FastifyReply, headers: Headers) {
    await app.identity.forgetSessions();
    forwardCookies(reply, headers);
    return { errorCode: '0' as const };
  }

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.identity.verifyCsrf);
    signedIn.addHook('preHandler', app.identity.requireUser);
    const route = signedIn.withTypeProvider<ZodTypeProvider>();

    route.get(
      '/account/sessions',
      { schema: { response: { 200: AccountSessionsResponseSchema } } },
      async (request) => {
        const { currentId, sessions } = await sessionsOf(request);
        const passkeyOf = new Map(
          (
            await app.db
              .selectFrom('auth_sessions as s')
              .innerJoin('auth_passkeys as p', 'p.id', 's.passkey_id')
              .select(['s.id', 'p.name'])
              .where('s.user_id', '=', request.sessionUser?.id ?? '')
              .execute()
          ).map((row) => [row.id, row.name]),
        );
        return {
          sessions: sessions
            .map((session) => ({
              id: session.id,
              userAgent: session.userAgent ?? null,
              ipAddress: session.ipAddress ?? null,
              signedInAt: new Date(session.createdAt).toISOString(),
              lastSeenAt: new Date(session.updatedAt).toISOString(),
              current: session.id === currentId,
              passkeyName: passkeyOf.get(session.id) ?? null,
            }))
            .sort(
              (a, b) =>
                Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
            ),
        };
      },
    );

    route.post(
      '/account/sessions/end',
      {
        preHandler: app.identity.requireFreshCheck,
        schema: { body: EndAccountSessionRequestSchema, response: { 200: OkResultSchema } },
      },
      async (request, reply) => {
        const { sessions } = await sessionsOf(request);
        // Only the account's own sessions are found: another customer's id is simply unknown.
        const session = sessions.find((candidate) => candidate.id === request.body.id);
        if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
        const { headers } = await auth.api.revokeSession({
          body: { token: session.token },
          headers: webHeaders(request),
          returnHeaders: true,
        });
        return answerOk(reply, headers);
      },
    );

    route.post(
      '/account/sessions/end-others',
      {
        preHandler: app.identity.requireFreshCheck,
        schema: { response: { 200: OkResultSchema } },
      },
      async (request, reply) => {
        const { headers } = await auth.api.revokeOtherSessions({
          headers: webHeaders(request),
          returnHeaders: true,
        });
        return answerOk(reply, headers);
      },
    );
  });
};
