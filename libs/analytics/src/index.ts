export * from './consent';
export * from './data-layer';
export * from './insights';
export * from './user-data-hash';
export * from './search-click';
