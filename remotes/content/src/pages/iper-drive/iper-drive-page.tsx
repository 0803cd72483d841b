import { loadContentPage } from '../generic/generic-page';

/** /iper-drive: the content page of Iper Drive. */
export const loader = () => loadContentPage('iper-drive');
export { Component } from '../generic/generic-page';
