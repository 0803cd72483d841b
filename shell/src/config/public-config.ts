import type { PublicConfig } from '@iper/contracts';

const INLINE_CONFIG_ID = 'iper-public-config';

/** Defaults of the embedded setup, used when the page was not served by our server (dev). */
const EMBEDDED_DEFAULTS: PublicConfig = {
  insights: { appId: 'IPERLOCAL', apiKey: 'iper-public-insights-key' },
};

let cached: PublicConfig | undefined;

/** The public configuration the server inlined into index.html. */
export function readPublicConfig(): PublicConfig {
  if (cached) return cached;
  const inline = typeof document === 'undefined' ? null : document.getElementById(INLINE_CONFIG_ID)?.textContent;
  try {
    cached = inline ? (JSON.parse(inline) as PublicConfig) : EMBEDDED_DEFAULTS;
  } catch {
    cached = EMBEDDED_DEFAULTS;
  }
  return cached;
}
