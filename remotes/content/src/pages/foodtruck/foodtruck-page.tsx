import { loadContentPage } from '../../features/content-page/content-page';

/** /foodtruck: the content page of the foodtruck. */
export const loader = () => loadContentPage('foodtruck');
export { ContentPage as Component } from '../../features/content-page/content-page';
