import { isServer, siteFetch, siteOrigin } from '@iper/api';
import { CONTENT_CONFIG_ELEMENT_ID, type ContentConfig } from '@iper/contracts';
import type StoryblokClient from 'storyblok-js-client';
import type { ISbConfig } from 'storyblok-js-client';

/** SPEC §7 and §9: the content client's defaults, 25 stories per page and 5 retries. */
export const CONTENT_PER_PAGE = 25;
export const CONTENT_MAX_RETRIES = 5;

/**
 * The content client (SPEC §7): storyblok-js-client with the site's defaults, 25 stories per page
 * and 5 retries. The server says where to read (inlined in the page, or GET /api/content/config): its own
 * Storyblok-compatible delivery API at /v2 by default, a real Storyblok space when configured.
 * The library is a chunk of its own, loaded with the configuration when the browser first reads
 * the CMS: a page the server rendered hands its stories over with the HTML, so a visitor who does
 * not navigate never downloads it.
 */
export interface ContentClient {
  client: StoryblokClient;
  config: ContentConfig;
}

let pending: Promise<ContentClient> | undefined;

/** The configuration the server inlined into the page (page-head contributions), if it did. */
function inlineConfig(): ContentConfig | undefined {
  const text = isServer
    ? undefined
    : document.getElementById(CONTENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return contentConfigFrom(JSON.parse(text));
  } catch {
    return undefined; // ask the server instead
  }
}

async function readConfig(): Promise<ContentConfig> {
  const inline = inlineConfig();
  if (inline) return inline;
  const response = await siteFetch(`${siteOrigin()}/api/content/config`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`content config: HTTP ${response.status}`);
  return contentConfigFrom(await response.json());
}

/**
 * The configuration's shape (ContentConfigSchema in @iper/contracts), checked by hand: every page
 * needs it, and the schema library would add its weight to every page.
 */
export function contentConfigFrom(body: unknown): ContentConfig {
  const value = (body ?? {}) as Record<string, unknown>;
  const version = value.version === 'draft' ? 'draft' : 'published';
  if (typeof value.accessToken !== 'string' || !value.accessToken)
    throw new Error('content config: no access token');
  if (value.provider === 'storyblok') {
    if (typeof value.region !== 'string' || !/^(eu|us|ap|ca|cn)$/.test(value.region))
      throw new Error('content config: bad region');
    return {
      provider: 'storyblok',
      accessToken: value.accessToken,
      region: value.region as 'eu',
      version,
    };
  }
  if (value.provider !== 'embedded') throw new Error('content config: unknown provider');
  return { provider: 'embedded', accessToken: value.accessToken, version };
}

/** Requests a second to the embedded delivery API: storyblok-js-client's ceiling. */
export const EMBEDDED_DELIVERY_RATE_LIMIT = 1000;

/** The Storyblok client's options for a configuration, reading through `origin` when embedded. */
export function contentClientOptions(config: ContentConfig, origin: string): ISbConfig {
  return {
    accessToken: config.accessToken,
    ...(config.provider === 'storyblok'
      ? { region: config.region }
      : {
          endpoint: `${origin}/v2`,
          // The client's own throttle (6–50 requests a second, by page size) is Storyblok's CDN
          // quota; our embedded delivery API has limits of its own, and the throttle, shared by
          // every render of a server's render worker, made renders queue behind each other.
          rateLimit: EMBEDDED_DELIVERY_RATE_LIMIT,
        }),
    version: config.version,
    maxRetries: CONTENT_MAX_RETRIES,
    // A server render reads the embedded CMS in-process (site-origin.ts); a real space is fetched.
    ...(isServer ? { fetch: siteFetch } : {}),
    // A browser keeps what it read for the page's life; a server render reads fresh every time
    // (the server's response cache is what makes that cheap, and it follows CMS publishes).
    cache: isServer ? { type: 'none' } : { type: 'memory', clear: 'auto' },
  };
}

async function createContentClient(): Promise<ContentClient> {
  const [config, { default: Client }] = await Promise.all([
    readConfig(),
    import(/* webpackChunkName: "storyblok-client" */ 'storyblok-js-client'),
  ]);
  return { client: new Client(contentClientOptions(config, siteOrigin())), config };
}

/** The one content client of the page, created on first use. */
export function contentClient(): Promise<ContentClient> {
  pending ??= createContentClient().catch((error: unknown) => {
    pending = undefined; // the next navigation tries again
    throw error;
  });
  return pending;
}

/** Forgets the client and its cache (tests: each starts from a fresh configuration). */
export async function resetContentClient(): Promise<void> {
  const current = pending;
  pending = undefined;
  const ready = await current?.catch(() => undefined);
  await ready?.client.flushCache();
}
