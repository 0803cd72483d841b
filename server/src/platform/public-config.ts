import type { PublicConfig } from '@iper/contracts';
import type { ServerConfig } from '../config';

/** The browser's view of the configuration: only public identifiers, never secrets. */
export function publicConfig(config: Pick<ServerConfig, 'tagManagerId' | 'insights'>): PublicConfig {
  return {
    ...(config.tagManagerId ? { tagManagerId: config.tagManagerId } : {}),
    insights: {
      appId: config.insights.appId,
      apiKey: config.insights.apiKey,
      ...(config.insights.region ? { region: config.insights.region } : {}),
      ...(config.insights.host ? { host: config.insights.host } : {}),
    },
  };
}
