import { loadQueries, settledQuery, storesApi } from '@iper/api';
import type { PageContent } from '@iper/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchStoryOfType } from '../../cms/stories';

/**
 * The home page (/) is the story 'home'. Its loader is imported by routes.tsx rather than lazily
 * with the page: the story request then starts as soon as the shell patches this remote's routes,
 * alongside the page's code instead of after it (the home page's largest image waits on it). A
 * stores teaser among its blocks lists the hypermarkets: on the server, they are loaded with it.
 */
export async function homeLoader(args: LoaderFunctionArgs) {
  const story = await fetchStoryOfType<PageContent>('home', 'page');
  if (story.content.body.some((block) => block.component === 'stores_teaser'))
    await loadQueries(args, (store) =>
      settledQuery(store.dispatch(storesApi.endpoints.storesList.initiate())),
    );
  return { story };
}
