import type { ArticleContent } from '@iper/contracts';
import { fetchStories } from './stories';

/**
 * Magazine articles under `folder` (the magazine, or one of its categories), newest first:
 * `perPage` of them, from page `page`, leaving out the article `excluding` (the one being read).
 */
export function fetchArticles(
  folder: string,
  { perPage, page, excluding }: { perPage: number; page?: number; excluding?: string },
) {
  return fetchStories<ArticleContent>({
    starts_with: `${folder}/`,
    ...(excluding === undefined ? {} : { excluding_slugs: excluding }),
    filter_query: { component: { in: 'mag_article' } },
    sort_by: 'first_published_at:desc',
    per_page: perPage,
    ...(page === undefined ? {} : { page }),
  });
}
