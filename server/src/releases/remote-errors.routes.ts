import { RemoteErrorReportSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRateLimit, routeRateLimit } from '../platform/rate-limit';
import { isRemoteName } from '../remotes/remote-entries';

/**
 * POST /api/platform/remote-errors: a browser tells which remote release failed in it (the shell:
 * shell/src/federation/remote-error-reports.ts). The report is logged with the remote and its
 * version and counted with the server's render failures, so `npm run remote -- status` shows how
 * a canary does in browsers too. Anyone can post one: only a version visitors may be running now
 * is counted (no row for made-up versions), and a browser is held to a few reports a minute.
 */
export const remoteErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  app.post(
    '/platform/remote-errors',
    {
      config: {
        rateLimit: routeRateLimit(app.config.rateLimits.remoteErrors),
      },
      schema: { body: RemoteErrorReportSchema },
    },
    async (request, reply) => {
      const { remote, version, kind, page, message } = request.body;
      if (!isRemoteName(remote) || !(await app.releases.isLiveVersion(remote, version)))
        return reply.status(204).send();
      request.log.warn(
        { remote, remoteVersion: version, kind, page, reason: message },
        'a remote failed in a browser',
      );
      await app.releases.countError(remote, version);
      return reply.status(204).send();
    },
  );
};
