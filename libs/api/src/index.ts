export * from './api';
export * from './store';
export * from './stores';
