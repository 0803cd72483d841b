import { isServer, readPublicConfig, siteOrigin } from '@iper/api';
import type { liteClient } from 'algoliasearch/lite';
import {
  SEARCH_MAX_QUERY_BYTES,
  type ContentSearchRecord,
  type ProductSearchRecord,
  type SearchIndexKind,
  type SearchPublicConfig,
} from '@iper/contracts';
import { siteFetchRequester } from './site-fetch-requester';

/** Hits per group on the results page. */
export const SEARCH_HITS_PER_GROUP = 12;

export interface SearchGroup<T> {
  kind: SearchIndexKind;
  index: string;
  hits: T[];
  total: number;
  /** Present when the engine records clicks (clickAnalytics): sent back with click events. */
  queryID?: string;
}

export interface SiteSearchResults {
  query: string;
  products: SearchGroup<ProductSearchRecord>;
  faq: SearchGroup<ContentSearchRecord>;
  magazine: SearchGroup<ContentSearchRecord>;
}

/** Connect and read time-outs (ms) towards the embedded engine. */
export const EMBEDDED_TIMEOUTS = { connect: 5_000, read: 15_000, write: 30_000 };

type LiteClient = ReturnType<typeof liteClient>;
let client: Promise<{ client: LiteClient; config: SearchPublicConfig }> | undefined;

/** The site search settings the server publishes; missing ones mean the embedded engine. */
export function searchConfig(): SearchPublicConfig {
  return (
    readPublicConfig().search ?? {
      provider: 'embedded',
      appId: 'IPERLOCAL',
      apiKey: 'iper-public-search-key',
      indices: { products: 'iper_products', faq: 'iper_faq', magazine: 'iper_magazine' },
    }
  );
}

/** Where the lite client sends its queries: our server (same origin by default) or Algolia's hosts. */
export function searchHosts(
  config: SearchPublicConfig,
  location: Pick<Location, 'host' | 'protocol'>,
) {
  if (config.provider === 'algolia' && !config.host) return undefined;
  return [
    {
      url: config.host ?? location.host,
      protocol: location.protocol === 'https:' ? ('https' as const) : ('http' as const),
      accept: 'read' as const,
    },
  ];
}

/**
 * algoliasearch's lite client, loaded in its own chunk on the first search. Its address is the
 * site's own: the page's in the browser, the server's own on the server (the results page is drawn
 * there, search-loader.ts).
 */
function searchClient() {
  client ??= import('algoliasearch/lite')
    .then(({ liteClient }) => {
      const config = searchConfig();
      const hosts = searchHosts(config, new URL(siteOrigin()));
      // Our own engine answers from one server, not a fleet of hosts: wait for it rather than
      // give up after Algolia's 2 s (a cold start or a busy machine answers slower).
      const options = {
        ...(hosts ? { hosts, timeouts: EMBEDDED_TIMEOUTS } : {}),
        ...(isServer ? { requester: siteFetchRequester } : {}),
      };
      return { client: liteClient(config.appId, config.apiKey, options), config };
    })
    .catch((error: unknown) => {
      client = undefined; // the next search tries again
      throw error;
    });
  return client;
}

/**
 * The query as the engine takes it: at most SEARCH_MAX_QUERY_BYTES of UTF-8 (Algolia's limit, and
 * the embedded engine's 400 past it), cut at a character boundary, so a pasted paragraph still
 * searches by its beginning instead of failing.
 */
export function boundedQuery(query: string): string {
  const bytes = new TextEncoder().encode(query);
  if (bytes.length <= SEARCH_MAX_QUERY_BYTES) return query;
  // fatal: false drops a code point cut in half at the end (it decodes to U+FFFD, removed).
  return new TextDecoder().decode(bytes.slice(0, SEARCH_MAX_QUERY_BYTES)).replace(/\uFFFD$/, '');
}

/** One request for the three groups (flyer products, FAQ, magazine), each with its queryID. */
export async function searchSite(query: string): Promise<SiteSearchResults> {
  const { client: lite, config } = await searchClient();
  const kinds = ['products', 'faq', 'magazine'] as const;
  const { results } = await lite.searchForHits<Record<string, unknown>>({
    requests: kinds.map((kind) => ({
      indexName: config.indices[kind],
      query: boundedQuery(query),
      hitsPerPage: SEARCH_HITS_PER_GROUP,
      clickAnalytics: true,
    })),
  });
  const group = <T>(position: number): SearchGroup<T> => {
    const result = results[position];
    return {
      kind: kinds[position]!,
      index: config.indices[kinds[position]!],
      hits: (result?.hits ?? []) as T[],
      total: result?.nbHits ?? 0,
      ...(result?.queryID ? { queryID: result.queryID } : {}),
    };
  };
  return {
    query,
    products: group<ProductSearchRecord>(0),
    faq: group<ContentSearchRecord>(1),
    magazine: group<ContentSearchRecord>(2),
  };
}

/** Test seam: a new client next time. */
export function resetSearchClient(): void {
  client = undefined;
}
