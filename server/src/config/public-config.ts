import type { PublicConfig } from '@iper/contracts';
import type { ServerConfig } from './config';

/** The browser's view of the configuration: only public identifiers, never secrets. */
export function publicConfig(
  config: Pick<ServerConfig, 'tagManagerId' | 'insights' | 'search'>,
): PublicConfig {
  return {
    ...(config.tagManagerId ? { tagManagerId: config.tagManagerId } : {}),
    insights: {
      appId: config.insights.appId,
      apiKey: config.insights.apiKey,
      ...(config.insights.region ? { region: config.insights.region } : {}),
      ...(config.insights.host ? { host: config.insights.host } : {}),
    },
    search: {
      provider: config.search.provider,
      appId: config.search.appId,
      apiKey: config.search.apiKey,
      ...(config.search.host ? { host: config.search.host } : {}),
      indices: { ...config.search.indices },
    },
  };
}
