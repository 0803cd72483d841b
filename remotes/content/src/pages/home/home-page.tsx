import { useLoaderData } from 'react-router';
import { ContentPageView } from '../../components/content-page-view';
import type { homeLoader } from './home-loader';

/** The home page: the 'home' story's blocks, the stores teaser among them (loader: home-loader.ts). */
export function Component() {
  const { story } = useLoaderData<typeof homeLoader>();
  return <ContentPageView story={story} />;
}
