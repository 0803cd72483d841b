import path from 'node:path';
import { STORYBLOK_REGIONS, type ContentConfig, type StoryblokRegion } from '@iper/contracts';
import { z } from 'zod';
import { variable } from './variables';

/** The CMS (server/src/content/README.md) and the bundled images. */
export const contentVariables = {
  STORYBLOK_TOKEN: variable(
    z.string().min(1).optional(),
    "with `STORYBLOK_REGION`: the site reads that Storyblok space (public token; its hosts join the Content-Security-Policy) instead of this server's own delivery API at `/v2`",
  ),
  STORYBLOK_REGION: variable(
    z.enum(STORYBLOK_REGIONS).optional(),
    `the Storyblok space's region: ${STORYBLOK_REGIONS.join(', ')}`,
  ),
  STORYBLOK_VERSION: variable(
    z.enum(['published', 'draft']).default('published'),
    'the version the site asks Storyblok for',
    '`published`',
  ),
  CONTENT_DELIVERY_TOKEN: variable(
    z.string().min(8).default('iper-embedded-public-token'),
    'the public token of the embedded `/v2` API (published stories only)',
    '`iper-embedded-public-token`',
  ),
  CONTENT_PREVIEW_TOKEN: variable(
    z.string().min(16).optional(),
    'a token (16+ characters) that may read drafts from `/v2`',
  ),
  CONTENT_ASSETS_DIR: variable(
    z.string().optional(),
    'the bundled images and video of the demo content, served at `/assets/content/`',
    '`server/src/content/images/files`',
  ),
  FLYER_IMAGES_DIR: variable(
    z.string().optional(),
    'the flyer illustrations (SVG) served at `/assets/flyers/`',
    '`server/src/flyers/images`',
  ),
};

/** What the content module needs: where the browser reads stories, and the `/v2` tokens. */
export interface ContentSettings {
  client: ContentConfig;
  deliveryToken: string;
  previewToken: string | undefined;
}

export function contentSettings(parsed: {
  STORYBLOK_TOKEN?: string | undefined;
  STORYBLOK_REGION?: StoryblokRegion | undefined;
  STORYBLOK_VERSION: 'published' | 'draft';
  CONTENT_DELIVERY_TOKEN: string;
  CONTENT_PREVIEW_TOKEN?: string | undefined;
}): ContentSettings {
  const client: ContentConfig =
    parsed.STORYBLOK_TOKEN && parsed.STORYBLOK_REGION
      ? {
          provider: 'storyblok',
          accessToken: parsed.STORYBLOK_TOKEN,
          region: parsed.STORYBLOK_REGION,
          version: parsed.STORYBLOK_VERSION,
        }
      : { provider: 'embedded', accessToken: parsed.CONTENT_DELIVERY_TOKEN, version: 'published' };
  return {
    client,
    deliveryToken: parsed.CONTENT_DELIVERY_TOKEN,
    previewToken: parsed.CONTENT_PREVIEW_TOKEN,
  };
}

/** A folder named in the environment, made absolute; unset: the module's own default. */
export function resolvedDir(configured: string | undefined): string | undefined {
  return configured ? path.resolve(configured) : undefined;
}
