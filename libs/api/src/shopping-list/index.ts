export * from './guest-shopping-list';
export * from './shopping-list-api';
export * from './use-shopping-list';
