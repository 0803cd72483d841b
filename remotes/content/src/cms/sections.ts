import type { SectionContent } from '@iper/contracts';
import { fetchStories } from './stories';

/** The categories of a section (magazine, services, productions, help centre), in the CMS's order. */
export async function fetchCategories(section: string, component: SectionContent['component']) {
  const { stories } = await fetchStories<SectionContent>({
    starts_with: `${section}/`,
    filter_query: { component: { in: component } },
    sort_by: 'position:asc',
    per_page: 100,
  });
  // Only the level right below the section: its categories, not deeper stories.
  return stories.filter((story) => story.full_slug.split('/').length === 2);
}
