import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The bundled images of the demo content, next to this module in the sources. The built server
 * (server/dist/main.js) reads them from server/src/content/images/files; CONTENT_ASSETS_DIR
 * (`app.config.contentAssetsDir`) overrides the folder (a deployment that ships them elsewhere).
 */
export function contentAssetsDir(configured?: string): string {
  if (configured) return configured;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'images/files'),
    path.join(here, '../src/content/images/files'),
  ];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

/** Served at /assets/content/: file names carry a content hash, so they are cached for a year. */
export const contentAssetsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: contentAssetsDir(app.config.contentAssetsDir),
    prefix: '/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('access-control-allow-origin', '*');
    },
  });
};
