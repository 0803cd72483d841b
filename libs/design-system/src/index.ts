export * from './components/button/button';
export * from './components/empty-state/empty-state';
export * from './components/error-panel/error-panel';
export * from './components/loading/loading';
