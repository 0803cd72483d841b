// The content client's configuration: which CMS, where, with which keys (SPEC §7).
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// The delivery API's page sizes, as Storyblok's: 25 stories unless asked, 100 at most. (The
// content client's own defaults, 25 per page and 5 retries, SPEC §9, live with the client in the
// content remote.)

export const CONTENT_PER_PAGE = 25;
export const CONTENT_MAX_PER_PAGE = 100;

export const STORYBLOK_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number];

/**
 * GET /api/content/config: where the content remote reads its stories. `embedded` is the server's
 * own Storyblok-compatible delivery API at /v2 (the default, works offline); `storyblok` is a real
 * space, used when the server is configured with a token and a region.
 */
export const ContentConfigSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('embedded'),
    accessToken: z.string().min(1),
    version: z.enum(['published', 'draft']),
  }),
  z.object({
    provider: z.literal('storyblok'),
    accessToken: z.string().min(1),
    region: z.enum(STORYBLOK_REGIONS),
    version: z.enum(['published', 'draft']),
  }),
]);
export type ContentConfig = z.infer<typeof ContentConfigSchema>;
