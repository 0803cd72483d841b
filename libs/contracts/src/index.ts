export * from './api-error';
export * from './health';
export * from './remotes-manifest';
export * from './stores';
