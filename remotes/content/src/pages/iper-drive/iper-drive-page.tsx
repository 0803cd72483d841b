import { loadContentPage } from '../../features/content-page/content-page';

/** /iper-drive: the content page of Iper Drive. */
export const loader = () => loadContentPage('iper-drive');
export { ContentPage as Component } from '../../features/content-page/content-page';
