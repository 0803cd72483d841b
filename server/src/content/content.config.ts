import path from 'node:path';
import { STORYBLOK_REGIONS, type ContentConfig } from '@iper/contracts';
import { z } from 'zod';

/**
 * The content module's settings, from the environment:
 * - STORYBLOK_TOKEN + STORYBLOK_REGION: the site reads a real Storyblok space (public token);
 *   without them it reads the server's own delivery API at /v2 (the default, works offline).
 * - CONTENT_DELIVERY_TOKEN / CONTENT_PREVIEW_TOKEN: the tokens of that embedded API (public:
 *   published stories only; preview: drafts too).
 * - UPLOADS_DIR: where contact-form attachments are stored, outside the web root.
 */
const ContentEnvSchema = z.object({
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_REGION: z.enum(STORYBLOK_REGIONS).optional(),
  STORYBLOK_VERSION: z.enum(['published', 'draft']).default('published'),
  CONTENT_DELIVERY_TOKEN: z.string().min(8).default('iper-embedded-public-token'),
  CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
});

export interface ContentSettings {
  client: ContentConfig;
  deliveryToken: string;
  previewToken: string | undefined;
  uploadsDir: string;
}

export function readContentSettings(env: NodeJS.ProcessEnv, dataDir: string): ContentSettings {
  const parsed = ContentEnvSchema.parse(env);
  const client: ContentConfig =
    parsed.STORYBLOK_TOKEN && parsed.STORYBLOK_REGION
      ? {
          provider: 'storyblok',
          accessToken: parsed.STORYBLOK_TOKEN,
          region: parsed.STORYBLOK_REGION,
          version: parsed.STORYBLOK_VERSION,
        }
      : { provider: 'embedded', accessToken: parsed.CONTENT_DELIVERY_TOKEN, version: 'published' };
  // Beside the database's own directory (never inside it, never under a served folder).
  const uploadsDir =
    parsed.UPLOADS_DIR ??
    (dataDir.startsWith('memory://')
      ? path.resolve('data/uploads')
      : `${dataDir.replace(/[\\/]+$/, '')}-uploads`);
  return {
    client,
    deliveryToken: parsed.CONTENT_DELIVERY_TOKEN,
    previewToken: parsed.CONTENT_PREVIEW_TOKEN,
    uploadsDir: path.resolve(uploadsDir),
  };
}
