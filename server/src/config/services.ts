import { DEFAULT_SEARCH_INDEX_PREFIX } from '@iper/contracts';
import { z } from 'zod';
import { variable } from './variables';

/** The services the browser talks to: site search, its analytics, maps and the tag manager. */
export const serviceVariables = {
  SEARCH_PROVIDER: variable(
    z.enum(['embedded', 'algolia']).default('embedded'),
    "site search: `embedded` answers Algolia's query API from this server at `/1/indexes/…`; `algolia` sends browsers to Algolia (server/src/search/README.md)",
    '`embedded`',
  ),
  SEARCH_APP_ID: variable(
    z.string().min(1).default('IPERLOCAL'),
    'the application id the browser sends and the embedded engine checks',
    '`IPERLOCAL`',
  ),
  SEARCH_API_KEY: variable(
    z.string().min(1).default('iper-public-search-key'),
    'the search-only key the browser sends and the embedded engine checks: it is public',
    '`iper-public-search-key`',
  ),
  SEARCH_HOST: variable(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i)
      .optional(),
    '`host[:port]` browsers send queries to',
    "same origin (embedded) or Algolia's own hosts",
  ),
  SEARCH_INDEX_PREFIX: variable(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,40}$/)
      .default(DEFAULT_SEARCH_INDEX_PREFIX),
    'index names are the prefix + `products`, `faq`, `magazine`',
    `\`${DEFAULT_SEARCH_INDEX_PREFIX}\``,
  ),
  INSIGHTS_APP_ID: variable(
    z.string().min(1).default('IPERLOCAL'),
    'the application id of the search-analytics events (Algolia Insights protocol)',
    '`IPERLOCAL`',
  ),
  INSIGHTS_API_KEY: variable(
    z.string().min(1).default('iper-public-insights-key'),
    'the public key of the search-analytics events',
    '`iper-public-insights-key`',
  ),
  INSIGHTS_REGION: variable(
    z.enum(['de', 'us']).optional(),
    "Algolia Insights' region (`de`, `us`): events go to Algolia",
    "this server's `/1/events`",
  ),
  INSIGHTS_HOST: variable(
    z.string().url().optional(),
    'the address search-analytics events are sent to',
    "this server's `/1/events`",
  ),
  GOOGLE_MAPS_API_KEY: variable(
    z.string().min(1).optional(),
    'Google Maps instead of the bundled map of Italy in the store locator',
    'offline map',
  ),
  TAG_MANAGER_ID: variable(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/)
      .optional(),
    'a Google Tag Manager container (`GTM-…`), loaded only after cookie consent; unset loads no tag manager at all',
  ),
};
