export * from './locale';
export * from './message-registry';
