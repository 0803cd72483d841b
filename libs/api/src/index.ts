export * from './api';
export * from './store';
export * from './stores';
export * from './store-selection';
export * from './session';
export * from './shopping-list';
export * from './public-config';
