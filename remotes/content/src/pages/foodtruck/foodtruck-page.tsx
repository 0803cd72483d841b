import { loadContentPage } from '../generic/generic-page';

/** /foodtruck: the content page of the foodtruck. */
export const loader = () => loadContentPage('foodtruck');
export { Component } from '../generic/generic-page';
