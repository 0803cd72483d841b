import type { PageContent } from '@iper/contracts';
import { fetchStoryOfType } from '../../cms/stories';

/**
 * The home page (/) is the story 'home'. Its loader is imported by routes.tsx rather than lazily
 * with the page: the story request then starts as soon as the shell patches this remote's routes,
 * alongside the page's code instead of after it (the home page's largest image waits on it).
 */
export async function homeLoader() {
  return { story: await fetchStoryOfType<PageContent>('home', 'page') };
}
