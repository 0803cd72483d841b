import { sameSitePath } from '@iper/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CsrfError, ensureCsrfToken, matchesCsrfCookie } from '../identity/csrf';
import { isRemoteName, unknownRemoteMessage } from './remote-entries';
import { CSRF_FIELD, overrideConfirmPage } from './remote-override-confirm';
import {
  OVERRIDE_COOKIE,
  isAllowedOverride,
  serializeOverrides,
  type RemoteOverrides,
} from './remote-overrides';

const PATH = '/platform/remote-override';
/** A form of a few remotes and their manifest URLs: far below the API's own limit. */
const FORM_BODY_LIMIT = 16 * 1024;
const Fields = z.record(z.string(), z.string().max(2000));

function clientError(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Where to go afterwards: a page of this site (libs/routes safe-path.ts), or a 400. */
function returnPath(value: string | undefined): string {
  if (value === undefined) return '/';
  const path = sameSitePath(value);
  if (path === undefined) {
    throw clientError(
      'L’indirizzo di ritorno deve essere una pagina di questo sito, per esempio /carta-vantaggi.',
    );
  }
  return path;
}

function requestedOverrides(
  asked: Record<string, string>,
  allowed: readonly string[],
): RemoteOverrides {
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
  return overrides;
}

/**
 * Per-session remote override, for developers and QA (docs/qa.md, docs/remote-team.md):
 *   GET /api/platform/remote-override?loyalty=<manifest URL>[&account=<…>][&return=/gift-card]
 * shows what this browser would load from where and a button; the button POSTs the same choice
 * (with the CSRF token: double-submitted `iper.csrf` cookie, and a browser saying the post comes
 * from anywhere but this origin is refused), which sets a cookie for the browser session. So a
 * link or a form on another site can never pin a remote in someone's browser. No session is
 * needed: QA pins remotes signed out too.
 *   GET /api/platform/remote-override?clear[&return=…]
 * goes back to the site's own (a plain link: clearing can only restore what everyone gets).
 * Only origins in REMOTE_OVERRIDE_ORIGINS are accepted (none by default in production). Such a
 * session's pages get a banner, a policy with exactly those origins more, no server render of the
 * overridden remotes' pages and no cached page.
 */
export const remoteOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = app.config.remoteOverrideOrigins;
  const secure = app.config.publicUrl.startsWith('https://');
  const csrf = { secureCookies: secure };
  const cookie = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  // The confirm page's form; encapsulated in this plugin, so no other route takes form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(PATH, { schema: { querystring: Fields } }, async (request, reply) => {
    const { clear, return: back, ...asked } = request.query;
    reply.header('cache-control', 'no-store');
    const path = returnPath(back);
    if (clear !== undefined) {
      reply.header('set-cookie', `${OVERRIDE_COOKIE}=; ${cookie}; Max-Age=0`);
      return reply.redirect(path, 303);
    }
    const overrides = requestedOverrides(asked, allowed);
    const csrfToken = ensureCsrfToken(csrf, request, reply);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        overrideConfirmPage({ action: `${app.prefix}${PATH}`, overrides, back: path, csrfToken }),
      );
  });

  /** Only this origin's own page may post: a browser naming any other site is refused. */
  const isFromThisOrigin = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin';
  };

  app.post(PATH, { schema: { body: Fields } }, async (request, reply) => {
    const { [CSRF_FIELD]: token, return: back, ...asked } = request.body;
    if (!isFromThisOrigin(request) || !matchesCsrfCookie(csrf, request, token)) {
      throw new CsrfError();
    }
    reply.header('cache-control', 'no-store');
    const path = returnPath(back);
    const overrides = requestedOverrides(asked, allowed);
    reply.header(
      'set-cookie',
      `${OVERRIDE_COOKIE}=${encodeURIComponent(serializeOverrides(overrides))}; ${cookie}`,
    );
    return reply.redirect(path, 303);
  });
};
