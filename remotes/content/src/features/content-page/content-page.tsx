import type { CdnStory, PageContent, StoryContent } from '@iper/contracts';
import { useLoaderData } from 'react-router';
import { fetchStory, fetchStoryOfType, notFound } from '../../cms/stories';
import { ContentPageView } from '../../components/content-page-view';

/**
 * A content page by its path (/chi-siamo, /chi-siamo/la-nostra-storia, /foodtruck): the page
 * story with that full slug. Any other story, or none, is the 404 page ('Page Not Found: {path}').
 * Shared by the generic page and the pages with a fixed slug (foodtruck, Iper Drive).
 */
export async function loadContentPage(fullSlug: string) {
  if (!fullSlug || fullSlug === 'home') notFound();
  const parentSlug = fullSlug.includes('/')
    ? fullSlug.slice(0, fullSlug.lastIndexOf('/'))
    : undefined;
  const [story, parent] = await Promise.all([
    fetchStoryOfType<PageContent>(fullSlug, 'page'),
    parentSlug
      ? fetchStory(parentSlug).catch((): CdnStory<StoryContent> | undefined => undefined)
      : undefined,
  ]);
  return {
    story,
    parent: parent ? { name: parent.name, path: `/${parent.full_slug}` } : undefined,
  };
}

/** The page a loadContentPage loader loaded. */
export function ContentPage() {
  const { story, parent } = useLoaderData<Awaited<ReturnType<typeof loadContentPage>>>();
  const breadcrumbs = [
    { label: 'Home', to: '/' },
    ...(parent ? [{ label: parent.name, to: parent.path }] : []),
    { label: story.name },
  ];
  return <ContentPageView story={story} breadcrumbs={breadcrumbs} />;
}
