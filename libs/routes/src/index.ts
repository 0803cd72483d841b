export * from './route-table';
export * from './match-route';
export * from './trailing-slash';
