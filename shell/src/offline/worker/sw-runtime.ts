/**
 * The service worker's code (issue 33, docs/offline.md), built by the shell's build as
 * sw-runtime.<hash>.js and imported by /sw.js, which the server writes for the versions live now
 * and which sets `self.__IPER_OFFLINE__` first (server/src/offline/worker-script.ts). Workbox does
 * the caching; this file only says what goes where.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  CACHE_NAMES,
  changesWhoIsSignedIn,
  isHashedFile,
  isPersonalApi,
  isPersonalPage,
  isPublicData,
  isUnversionedContainer,
  keepable,
  keepablePersonal,
  keepableSharedPage,
  neverCached,
  ownerOf,
} from '../cache-rules';
import { createOwnerStore } from '../owner-store';

interface OfflineConfig {
  version: string;
  precache: Array<{ url: string; revision: string | null }>;
  offlinePage: string;
}

interface WorkerScope {
  __IPER_OFFLINE__?: OfflineConfig;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const config: OfflineConfig = scope.__IPER_OFFLINE__ ?? {
  version: 'none',
  precache: [],
  offlinePage: '/offline.html',
};
const origin = scope.location.origin;
const owners = createOwnerStore(caches);

type PluginState = { since?: number; keep?: boolean; owned?: number };

/**
 * Every answer of the site says whose it is: a change of owner empties the personal cache. The
 * mark taken when the request leaves tells a late answer (a sign-out or a deletion was answered
 * meanwhile) from a current one: a late one neither hands the cache back nor is kept.
 */
const ownerWatch = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: PluginState }) => {
    if (state) state.since = owners.mark();
    return request;
  },
  fetchDidSucceed: async ({ response, state }: { response: Response; state?: PluginState }) => {
    const owner = ownerOf(response);
    const since = state?.since ?? owners.mark();
    const keep = owner !== undefined && (await owners.note(owner, since));
    if (state) Object.assign(state, { keep, owned: owners.mark() });
    return response;
  },
};
const keepPublic = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    keepable(response) ? response : null,
};
/** Personal answers: the owner's watch and, in the same plugin, whether to keep the answer. */
const keepPersonal = {
  ...ownerWatch,
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: PluginState }) =>
    state?.keep &&
    state.owned === owners.mark() &&
    keepablePersonal(response, await owners.current())
      ? response
      : null,
  // A sign-out answered while the copy was being written: the copy goes too.
  cacheDidUpdate: async ({
    cacheName,
    request,
    state,
  }: {
    cacheName: string;
    request: Request;
    state?: PluginState;
  }) => {
    if (state?.owned !== owners.mark()) await (await caches.open(cacheName)).delete(request);
  },
  // Defence in depth: an entry is given back only while it belongs to the cache's owner.
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    return ownerOf(cachedResponse) === (await owners.current()) ? cachedResponse : null;
  },
};
/**
 * Other pages: shared when drawn for nobody. A page drawn for a signed-in customer holds what is
 * theirs (their name in a form, their favourite store): kept in the personal cache instead, for
 * its owner only and emptied with it, and given back from there with no network.
 */
const keepPageForItsOwner = {
  ...ownerWatch,
  cacheWillUpdate: async ({
    request,
    response,
    state,
  }: {
    request: Request;
    response: Response;
    state?: PluginState;
  }) => {
    if (keepableSharedPage(response)) return response;
    if (
      state?.keep &&
      state.owned === owners.mark() &&
      keepablePersonal(response, await owners.current())
    )
      await (await caches.open(CACHE_NAMES.personal)).put(request, response.clone());
    return null;
  },
  handlerDidError: async ({ request }: { request: Request }) => {
    const copy = await (await caches.open(CACHE_NAMES.personal)).match(request);
    return copy && ownerOf(copy) === (await owners.current()) ? copy : undefined;
  },
};
const expire = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * 24 * 3600, purgeOnQuotaError: true });

/** Seconds a page or a personal answer waits for the network before the cached copy is used. */
const NETWORK_TIMEOUT_SECONDS = 4;

type Match = (options: { url: URL; request: Request }) => boolean;
const siteRequest =
  (rule: (url: URL, request: Request) => boolean): Match =>
  ({ url, request }) =>
    !neverCached(url, origin) && rule(url, request);

// Sign-in, sign-out and deletion go to the network as ever; once answered, the personal cache is
// emptied (the next signed-in answer says who owns it now).
registerRoute(
  ({ url, request }) => url.origin === origin && changesWhoIsSignedIn(request.method, url.pathname),
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response }: { response: Response }) => {
          await owners.forget();
          return response;
        },
      },
    ],
  }),
  'POST',
);
registerRoute(
  ({ url, request }) => url.origin === origin && changesWhoIsSignedIn(request.method, url.pathname),
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response }: { response: Response }) => {
          await owners.forget();
          return response;
        },
      },
    ],
  }),
  'DELETE',
);

// A remote's container in its own folder has no version in its address: always asked for first,
// so a page never runs a container other than the one the server names (before the precache's
// route, which would answer it from the cache).
registerRoute(
  siteRequest((url) => isUnversionedContainer(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.containers,
    // With no network and no copy of its own: the one installed with this worker.
    plugins: [
      keepPublic,
      expire(20, 30),
      { handlerDidError: async ({ request }: { request: Request }) => matchPrecache(request.url) },
    ],
  }),
);

// The shell's start-up files, the live remotes' containers and the offline pages' chunks, and the
// offline page, manifest and icons: installed with this worker, all or nothing.
precacheAndRoute(config.precache);
cleanupOutdatedCaches();

// Pages: from the network first (the server's current versions); the cached copy with no network.
registerRoute(
  siteRequest((url, request) => request.mode === 'navigate' && isPersonalPage(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.personal,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepPersonal],
  }),
);
registerRoute(
  siteRequest((_url, request) => request.mode === 'navigate'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepPageForItsOwner, expire(40, 30)],
  }),
);

// The customer's data (session, card, coupons, list): network first, kept for its owner only.
registerRoute(
  siteRequest((url) => isPersonalApi(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.personal,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepPersonal],
  }),
);

// Public data (stores, flyers, content, their pictures): network first, a bounded copy.
registerRoute(
  siteRequest((url) => isPublicData(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ownerWatch, keepPublic, expire(150, 14)],
  }),
);

// Hashed files (any version of the shell or a remote): immutable, so from the cache first.
registerRoute(
  siteRequest((url) => isHashedFile(url.pathname)),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [keepPublic, expire(400, 60)] }),
);

// A page with no network and no copy: the site's own offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const page = await matchPrecache(config.offlinePage);
    if (page) return page;
  }
  return Response.error();
});

// The new version waits until the page asks (the shell's "Aggiorna", or its next navigation):
// a page never runs on files of two versions.
scope.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void scope.skipWaiting();
});
