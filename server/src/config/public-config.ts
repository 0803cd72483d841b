import type { PublicConfig } from '@iper/contracts';
import type { ServerConfig } from './config';

/** The browser's view of the configuration: only public identifiers, never secrets. */
export function publicConfig(
  config: Pick<ServerConfig, 'tagManagerId' | 'insights' | 'search'> & {
    fieldData?: Pick<ServerConfig['fieldData'], 'sampleRate'>;
  },
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
    // Field data (issue 35): the shell's reporter samples page views at this rate.
    ...(config.fieldData ? { fieldData: { sampleRate: config.fieldData.sampleRate } } : {}),
  };
}
