import type { PageContent } from '@iper/contracts';
import { useLoaderData } from 'react-router';
import { fetchStoryOfType } from '../../cms/stories';
import { ContentPageView } from '../../components/content-page-view';

/** The home page (/) is the story 'home': its blocks, the stores teaser among them. */
export async function loader() {
  return { story: await fetchStoryOfType<PageContent>('home', 'page') };
}

export function Component() {
  const { story } = useLoaderData<typeof loader>();
  return <ContentPageView story={story} />;
}
