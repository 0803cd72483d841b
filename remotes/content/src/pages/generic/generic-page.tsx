import type { LoaderFunctionArgs } from 'react-router';
import { loadContentPage } from '../../features/content-page/content-page';

/** /:generic and /:generic/:category: the content page with that path. */
export async function loader({ params }: LoaderFunctionArgs) {
  return loadContentPage([params.generic, params.category].filter(Boolean).join('/'));
}

export { ContentPage as Component } from '../../features/content-page/content-page';
