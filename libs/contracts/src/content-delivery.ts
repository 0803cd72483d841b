// The CMS delivery shapes (Storyblok's Content Delivery API v2, which the server also implements
// over its own stories).
import { z } from 'zod';
import type { BlockBase } from './content-blocks';

// ---------------------------------------------------------------------------------------------
// The delivery API's shapes (Storyblok CDN v2).

/** A story as the delivery API sends it, with every field the real service sends. */
export const CdnStorySchema = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: z.looseObject({ component: z.string(), _uid: z.string() }),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  updated_at: z.string().optional(),
  sort_by_date: z.string().nullable(),
  tag_list: z.array(z.string()),
  lang: z.string(),
  path: z.string().nullable(),
  position: z.number().int(),
  parent_id: z.number().int().nullable(),
  group_id: z.string().uuid(),
  is_startpage: z.boolean(),
  meta_data: z.unknown().nullable().optional(),
  release_id: z.number().int().nullable().optional(),
  alternates: z.array(z.unknown()),
  translated_slugs: z.array(z.unknown()).nullable().optional(),
  default_full_slug: z.string().nullable().optional(),
});
export type CdnStory<C extends BlockBase = BlockBase> = Omit<
  z.infer<typeof CdnStorySchema>,
  'content'
> & {
  content: C;
};

export const CdnStoryResponseSchema = z.object({
  story: CdnStorySchema,
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});

export const CdnStoriesResponseSchema = z.object({
  stories: z.array(CdnStorySchema),
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});
