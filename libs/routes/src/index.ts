export * from './route-table';
export { REMOTE_REGISTRY, SHELL_APP, appFolders, remoteRegistration } from './remote-registry';
export * from './match-route';
export * from './trailing-slash';
export * from './page-head';
export * from './routes-doc';
export * from './rules/route-rules';
export * from './response-status';
export * from './rules/session-rules';
