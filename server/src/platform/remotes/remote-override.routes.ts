import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRemoteName, unknownRemoteMessage } from './remote-entries';
import {
  OVERRIDE_COOKIE,
  isAllowedOverride,
  serializeOverrides,
  type RemoteOverrides,
} from './remote-overrides';

function clientError(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Where to go afterwards: a path of this site only (never another site). */
function returnPath(value: string | undefined): string {
  return value && /^\/(?![/\\])/.test(value) ? value : '/';
}

/**
 * Per-session remote override, for developers and QA (docs/qa.md, docs/remote-team.md):
 *   GET /api/platform/remote-override?loyalty=<manifest URL>[&account=<…>][&return=/gift-card]
 * makes this browser load those remotes from there (a cookie for the browser session), and
 *   GET /api/platform/remote-override?clear[&return=…]
 * goes back to the site's own. Only origins in REMOTE_OVERRIDE_ORIGINS are accepted (none by
 * default in production). Such a session's pages get a banner, a policy with exactly those
 * origins more, no server render of the overridden remotes' pages and no cached page.
 */
export const remoteOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = app.config.remoteOverrideOrigins;
  const secure = app.config.publicUrl.startsWith('https://');
  app.get(
    '/platform/remote-override',
    { schema: { querystring: z.record(z.string(), z.string().max(2000)) } },
    async (request, reply) => {
      const { clear, return: back, ...asked } = request.query;
      const cookie = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      reply.header('cache-control', 'no-store');
      if (clear !== undefined) {
        reply.header('set-cookie', `${OVERRIDE_COOKIE}=; ${cookie}; Max-Age=0`);
        return reply.redirect(returnPath(back), 303);
      }
      const overrides: RemoteOverrides = {};
      for (const [name, entry] of Object.entries(asked)) {
        if (!isRemoteName(name)) throw clientError(unknownRemoteMessage(name));
        if (!isAllowedOverride(entry, allowed)) {
          const origin = URL.canParse(entry) ? new URL(entry).origin : entry;
          throw clientError(
            allowed.length
              ? `L'origine ${origin} non è tra quelle ammesse per sostituire un remote (REMOTE_OVERRIDE_ORIGINS: ${allowed.join(', ')}).`
              : 'Su questo sito non si può sostituire un remote: REMOTE_OVERRIDE_ORIGINS è vuoto.',
          );
        }
        overrides[name] = entry;
      }
      if (Object.keys(overrides).length === 0) {
        throw clientError(
          'Indica almeno un remote e l’indirizzo del suo manifest, per esempio ?loyalty=http://localhost:4202/mf-manifest.json.',
        );
      }
      reply.header(
        'set-cookie',
        `${OVERRIDE_COOKIE}=${encodeURIComponent(serializeOverrides(overrides))}; ${cookie}`,
      );
      return reply.redirect(returnPath(back), 303);
    },
  );
};
