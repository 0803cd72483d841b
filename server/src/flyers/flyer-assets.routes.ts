import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { flyerImagesDir, serveFlyerImagesFrom } from './flyer-images';

/** Served at /assets/flyers/: their URLs carry a content hash (?v=), so they are cached for a year. */
export const flyerAssetsRoutes: FastifyPluginAsync = async (app) => {
  serveFlyerImagesFrom(app.config.flyerImagesDir);
  await app.register(fastifyStatic, {
    root: flyerImagesDir(),
    prefix: '/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => /^\/[a-z-]+\.svg$/.test(pathName),
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
};
