import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { stableUuid, withUids, type SeedStory } from './seed/helpers';
import { HELP_STORIES } from './seed/help.seed';
import { MAGAZINE_STORIES } from './seed/magazine.seed';
import { PAGE_STORIES } from './seed/pages.seed';
import { PRODUCTION_STORIES } from './seed/productions.seed';
import { SERVICE_STORIES } from './seed/services.seed';

/** Every demo story: the home, the content pages and the four sections, in Italian. */
export const DEMO_STORIES: SeedStory[] = [
  ...PAGE_STORIES,
  ...MAGAZINE_STORIES,
  ...SERVICE_STORIES,
  ...PRODUCTION_STORIES,
  ...HELP_STORIES,
];

/** Idempotent: stories already present (by full slug) are left as they are. */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  const rows = DEMO_STORIES.map((story) => {
    const slug = story.fullSlug.split('/').at(-1) ?? story.fullSlug;
    return {
      uuid: stableUuid(`story:${story.fullSlug}`),
      name: story.name,
      slug,
      full_slug: story.fullSlug,
      content: JSON.stringify(withUids(structuredClone(story.content), story.fullSlug)),
      published: true,
      created_at: story.publishedAt,
      updated_at: story.publishedAt,
      published_at: story.publishedAt,
      first_published_at: story.publishedAt,
      sort_by_date: null,
      tag_list: JSON.stringify(story.tags ?? []),
      position: story.position ?? 0,
      parent_id: null,
      group_id: stableUuid(`group:${story.fullSlug}`),
      is_startpage: story.isStartpage ?? false,
      path: null,
    };
  });
  await db
    .insertInto('stories')
    .values(rows)
    .onConflict((oc) => oc.column('full_slug').doNothing())
    .execute();
  // A story's parent is the story one level up its path, as a folder is in Storyblok.
  await sql`
    update stories as child set parent_id = parent.id
    from stories as parent
    where child.parent_id is null
      and position('/' in child.full_slug) > 0
      and parent.full_slug = regexp_replace(child.full_slug, '/[^/]+$', '')
  `.execute(db);
}
