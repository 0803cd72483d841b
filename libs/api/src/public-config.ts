import type { PublicConfig } from '@iper/contracts';

/** The id of the script element in which the server inlines the public configuration. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'iper-public-config';

/** Defaults of the embedded setup, used when the page was not served by our server (dev). */
const EMBEDDED_DEFAULTS: PublicConfig = {
  insights: { appId: 'IPERLOCAL', apiKey: 'iper-public-insights-key' },
};

let cached: PublicConfig | undefined;

/**
 * The public configuration the server inlined into every page (search-analytics keys, the site
 * search's indices...). Shared here so the shell and the remotes read the same thing.
 */
export function readPublicConfig(): PublicConfig {
  if (cached) return cached;
  const inline =
    typeof document === 'undefined'
      ? null
      : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  try {
    cached = inline ? (JSON.parse(inline) as PublicConfig) : EMBEDDED_DEFAULTS;
  } catch {
    cached = EMBEDDED_DEFAULTS;
  }
  return cached;
}

/**
 * Server render only: the configuration the page will carry (RenderRequest.publicConfig), so the
 * render's loaders reach the services the browser's will.
 */
export function adoptPublicConfig(config: PublicConfig): void {
  cached = config;
}

/** Test seam: read the page again next time. */
export function forgetPublicConfig(): void {
  cached = undefined;
}
