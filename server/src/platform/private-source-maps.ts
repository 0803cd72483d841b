import type { FastifyInstance } from 'fastify';

/**
 * Source maps carry the apps' whole source code. Production builds keep them out of the folders
 * the server serves (tools/rspack/federated-app.mjs: `hidden-source-map`, written beside dist/ for
 * an error tracker); this answers 404 for any `.map` path anyway, so a folder deployed with its
 * maps (an older build, a remote built elsewhere) still does not publish them.
 */
export function refuseSourceMaps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '';
    if (/\.map$/i.test(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Risorsa non trovata.');
    }
  });
}
