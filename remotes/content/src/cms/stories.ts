import type { BlockBase, CdnStory, StoryContent } from '@iper/contracts';
import { data } from 'react-router';
import { contentClient, CONTENT_PER_PAGE } from './content-client';

/** Query parameters of the delivery API (Storyblok's names). */
export interface StoriesParams {
  starts_with?: string;
  by_slugs?: string;
  excluding_slugs?: string;
  sort_by?: string;
  filter_query?: Record<string, Record<string, string>>;
  per_page?: number;
  page?: number;
  with_tag?: string;
}

export interface StoriesPage<C extends BlockBase = StoryContent> {
  stories: CdnStory<C>[];
  total: number;
  perPage: number;
}

/** What the route loaders throw for a story that does not exist: the shell renders its 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** The client rejects with plain objects; the error page wants an Error with its cause. */
function deliveryError(error: unknown): Error {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error);
  return new Error(`content delivery failed: ${message}`, { cause: error });
}

/**
 * One story by its full slug. A 404 from the delivery API becomes the site's 404 page, and so does
 * a 400: the API refuses a slug no story can have (a NUL, a broken escape), and such an address is
 * the visitor's mistake, not a failure of the page (the server's render breaker counts failures).
 */
export async function fetchStory<C extends BlockBase = StoryContent>(
  fullSlug: string,
): Promise<CdnStory<C>> {
  const { client, config } = await contentClient();
  try {
    const { data: body } = await client.getStory(fullSlug, { version: config.version });
    return body.story as unknown as CdnStory<C>;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) notFound();
    throw deliveryError(error);
  }
}

/** One story of the expected type, or the 404 page (a slug of another section is not a page here). */
export async function fetchStoryOfType<C extends StoryContent>(
  fullSlug: string,
  ...components: C['component'][]
): Promise<CdnStory<C>> {
  const story = await fetchStory<C>(fullSlug);
  if (!components.includes(story.content.component)) notFound();
  return story;
}

/** One page of stories and how many there are in all (from the `total` header). */
export async function fetchStories<C extends BlockBase = StoryContent>(
  params: StoriesParams,
): Promise<StoriesPage<C>> {
  const { client, config } = await contentClient();
  try {
    const response = await client.get('cdn/stories', {
      per_page: CONTENT_PER_PAGE,
      ...params,
      version: config.version,
    });
    const stories = (response.data.stories ?? []) as unknown as CdnStory<C>[];
    return {
      stories,
      total: response.total ?? stories.length,
      perPage: response.perPage ?? params.per_page ?? CONTENT_PER_PAGE,
    };
  } catch (error) {
    throw deliveryError(error);
  }
}

/** Every story that matches, walking the pages 25 at a time. */
export async function fetchAllStories<C extends BlockBase = StoryContent>(
  params: Omit<StoriesParams, 'page' | 'per_page'>,
): Promise<CdnStory<C>[]> {
  const { client, config } = await contentClient();
  try {
    return (await client.getAll('cdn/stories', {
      ...params,
      version: config.version,
    })) as CdnStory<C>[];
  } catch (error) {
    throw deliveryError(error);
  }
}

/** The site path of a story: '/' for the home, '/' + full slug otherwise. */
export function storyPath(story: Pick<CdnStory, 'full_slug'>): string {
  const slug = story.full_slug.replace(/\/$/, '');
  return slug === 'home' ? '/' : `/${slug}`;
}
