// The server's configuration: every environment variable, read once at start-up (config.ts).
export { readConfig, VARIABLE_GROUPS, type ServerConfig, type StorageConfig } from './config';
export type { ContentSettings } from './content';
export type { RateLimit } from './rate-limits';
export type { FieldDataConfig, GuardRails } from './field-data';
export type { AppleWalletCertificates, WalletConfig } from './wallet';
export type { MetricsConfig } from './metrics';
export type { TracingConfig } from './tracing';
