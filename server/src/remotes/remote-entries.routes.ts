import { RemotesManifestSchema } from '@iper/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuthorizer, clientError } from '../platform/admin-auth';
import { isRemoteEntryAddress, isRemoteName, unknownRemoteMessage } from './remote-entries';

const RemoteParamsSchema = z.object({ remote: z.string().max(60) });
const SwitchBodySchema = z.object({
  entry: z
    .string()
    .refine(
      isRemoteEntryAddress,
      'Indica un indirizzo http(s) o un percorso di questo sito (/remotes/…).',
    ),
});

/**
 * The platform's admin API: PUT /api/platform/remotes/<remote> `{ "entry": "<manifest URL>" }`
 * points a remote at another build for every visitor from the next page load on; DELETE brings it
 * back to its configured entry. Bearer PLATFORM_ADMIN_TOKEN; without that setting the API does
 * not exist. Every action is in platform_audit_log. Releases (publish, deploy, rollback, canary,
 * promote, status) are releases.routes.ts; `tools/remote.mjs` is the command line of both.
 */
export const remoteEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.platformAdminToken;
  if (!token) return;
  const checkToken = adminAuthorizer(token);

  const authorize = async (request: FastifyRequest) => {
    await checkToken(request);
    const { remote } = request.params as { remote: string };
    if (!isRemoteName(remote)) {
      throw clientError(400, unknownRemoteMessage(remote));
    }
  };
  const noStore = { 'cache-control': 'no-store' };

  app.put(
    '/platform/remotes/:remote',
    {
      onRequest: authorize,
      schema: {
        params: RemoteParamsSchema,
        body: SwitchBodySchema,
        response: { 200: RemotesManifestSchema },
      },
    },
    async (request, reply) => {
      const remote = request.params.remote;
      if (!isRemoteName(remote)) throw clientError(400, unknownRemoteMessage(remote));
      reply.headers(noStore);
      return app.remoteEntries.switchEntry(remote, request.body.entry, request.ip);
    },
  );

  app.delete(
    '/platform/remotes/:remote',
    {
      onRequest: authorize,
      schema: { params: RemoteParamsSchema, response: { 200: RemotesManifestSchema } },
    },
    async (request, reply) => {
      const remote = request.params.remote;
      if (!isRemoteName(remote)) throw clientError(400, unknownRemoteMessage(remote));
      reply.headers(noStore);
      return app.remoteEntries.resetEntry(remote, request.ip);
    },
  );
};
