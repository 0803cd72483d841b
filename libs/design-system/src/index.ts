// Components (one folder each), formatting helpers and the English texts. The form engine is
// '@iper/design-system/forms', a shared module of its own: pages without a form never download it
// (nor final-form, react-final-form and the validation rules).
export * from './components/accordion/accordion';
export * from './components/anchor/anchor';
export * from './components/breadcrumbs/breadcrumbs';
export * from './components/button/button';
export * from './components/card/card';
export * from './components/card-list/card-list';
export * from './components/card-picture/card-picture';
export * from './components/carousel/carousel';
export * from './components/empty-state/empty-state';
export * from './components/error-panel/error-panel';
export * from './components/header-control/header-control';
export * from './components/horizontal-scroller/horizontal-scroller';
export * from './components/icon/icon';
export * from './components/link/link';
export * from './components/loading/loading';
export * from './components/loading-indicator/loading-indicator';
export * from './components/modal/modal';
export * from './components/notification/notification';
export * from './components/pagination/pagination';
export * from './components/pill-list/pill-list';
export * from './components/pill-nav/pill-nav';
export * from './components/price/price';
export * from './components/search-input/search-input';
export * from './components/skeleton/skeleton';
export * from './components/tabs/tabs';
export * from './components/toggle/toggle';
export * from './components/video/video';
export * from './components/visually-hidden/visually-hidden';
export * from './format/format';
export { designSystemMessages } from './i18n/messages';
export { useNearViewport } from './utils/use-near-viewport';
export { styleRef } from './utils/style-ref';
export { useHydrated } from './utils/use-hydrated';
export { HydratedApart } from './hydration/hydrated-apart';
export {
  createHydrationGate,
  HydrationGateContext,
  type HydrationGate,
} from './hydration/hydration-gate';
export { holdSiteClock, releaseSiteClock, RenderedAtContext, useSiteNow } from './utils/site-now';
