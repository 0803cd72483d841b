/**
 * The site's route table (SPEC §2): for every path, which remote owns it, its analytics page type
 * and its layout. The shell uses it to know which remote to load for a URL; the server uses it to
 * answer 404 for paths no route can match. Each remote's `./routes` must implement exactly the
 * paths this table gives it (a test in every remote checks this).
 */
import { REMOTE_REGISTRY } from './remote-registry';

/** The remotes' federation names, from the registry (remote-registry.js). */
export const REMOTES = REMOTE_REGISTRY.map((remote) => remote.name);
export type RemoteName = (typeof REMOTE_REGISTRY)[number]['name'];

/**
 * Paths the shell renders itself: the /test/** showcase of design-system components and remote
 * widgets (SPEC §2), the living style guide. The server treats them as pages too.
 */
export const SHELL_PATHS = ['/test', '/test/*'] as const;

export const PAGE_TYPES = [
  'my_account',
  'corporate',
  'homepage',
  'landing',
  'magazine',
  'servizi',
  'punto_vendita',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type LayoutName = 'default' | 'empty';

/**
 * The named route rules of SPEC §2. redirect-trailing-slash applies to every page (the server and
 * the router both canonicalise), so it is not listed per route.
 *  - auth: needs login; otherwise go to /accedi and come back after it.
 *  - guest: a logged-in user is sent to /.
 *  - change-password: the password-change page (with guest).
 *  - registration: the registration flow.
 *  - pagination-redirect: ?page=1 and out-of-range pages redirect to the canonical URL.
 *  - services-detail: a services article that does not exist is a 404.
 */
export type RouteRule =
  'auth' | 'guest' | 'change-password' | 'registration' | 'pagination-redirect' | 'services-detail';

export interface RouteDefinition {
  /** A react-router path pattern, absolute, without trailing slash. */
  path: string;
  remote: RemoteName;
  pageType: PageType;
  layout: LayoutName;
  rules: readonly RouteRule[];
  /**
   * The query parameters the page reads (its loaders, its components and the shell's header on
   * it): the only ones the server hands its render and keys its HTML cache by; any other is
   * dropped there, so a made-up parameter can neither make a new page to render nor fill the cache
   * (the browser keeps its whole address). A parameter read here but not declared would render on
   * the server without it and hydrate with it: a mismatch.
   */
  query: readonly string[];
}

interface RowOptions {
  rules?: RouteRule[];
  layout?: LayoutName;
  query?: string[];
}

type Row = [path: string, pageType: PageType, options?: RowOptions];

function owned(remote: RemoteName, rows: Row[]): RouteDefinition[] {
  return rows.map(([path, pageType, options = {}]) => ({
    path,
    remote,
    pageType,
    layout: options.layout ?? 'default',
    rules: options.rules ?? [],
    query: options.query ?? [],
  }));
}

/** A listing split in pages (`pagination-redirect`): `?page=2`. */
const PAGED = { rules: ['pagination-redirect'], query: ['page'] } satisfies RowOptions;
/** The careers position lists' search (remotes/careers domain/position-search.ts). */
const POSITION_SEARCH = ['q', 'luogo', 'funzione', 'ordina'];

/**
 * The flyer list's store in its address (`/lista-volantini?punto-vendita=00101`): what its store
 * choice sends as a form, so the list works before the app has started and can be shared.
 */
export const FLYER_LIST_STORE_PARAM = 'punto-vendita';

export const ROUTE_TABLE: readonly RouteDefinition[] = [
  ...owned('content', [
    ['/', 'homepage'],
    ['/:generic', 'landing'],
    ['/:generic/:category', 'landing'],
    ['/foodtruck', 'landing'],
    ['/iper-drive', 'landing'],
    ['/iper-mag', 'magazine'],
    ['/iper-mag/:category', 'magazine', PAGED],
    ['/iper-mag/:category/:article', 'magazine'],
    ['/le-nostre-produzioni', 'landing', { query: ['vista'] }],
    ['/le-nostre-produzioni/:category/:article?', 'landing'],
    ['/lista-volantini', 'other', { query: [FLYER_LIST_STORE_PARAM] }],
    [
      '/volantino',
      'other',
      { query: ['id', 'categoria', 'marca', 'promozione', 'prezzo-min', 'prezzo-max'] },
    ],
    ['/serve-aiuto', 'corporate', { query: ['q'] }],
    ['/serve-aiuto/:category/:faq?', 'corporate'],
    ['/servizi', 'servizi'],
    ['/servizi/:category', 'servizi', PAGED],
    ['/servizi/:category/:article', 'servizi', { rules: ['services-detail'] }],
    ['/page-list', 'other'],
    ['/cerca', 'other', { query: ['q'] }],
  ]),
  ...owned('store_locator', [
    ['/punti-vendita', 'punto_vendita', { query: ['tipo', 'lat', 'lng', 'luogo'] }],
    ['/punti-vendita/punti-ristorazione', 'punto_vendita'],
    ['/punti-vendita/:slug', 'punto_vendita'],
    ['/punti-vendita/:slug/:restaurant', 'punto_vendita'],
  ]),
  ...owned('loyalty', [
    ['/carta-vantaggi', 'landing'],
    ['/carta-vantaggi/coupon', 'landing'],
    ['/carta-vantaggi/richiedi', 'landing'],
    ['/gift-card', 'landing'],
    ['/virtual-card', 'landing'],
    ['/virtual-card/altri-negozi', 'landing'],
    ['/virtual-card/aziende', 'landing'],
    ['/virtual-card/buoni-spesa', 'landing'],
  ]),
  ...owned('account', [
    ['/account', 'my_account', { rules: ['auth'] }],
    ['/account/dati-personali', 'my_account', { rules: ['auth'] }],
    ['/account/lista-spesa', 'my_account'],
    ['/account/scontrini-digitali', 'my_account', { rules: ['auth'], query: ['scontrino'] }],
    // GDPR self-service (download my data, delete my account): our path, a section SPEC §2 names.
    ['/account/privacy-e-dati', 'my_account', { rules: ['auth'] }],
    ['/registrazione', 'other', { rules: ['guest', 'registration'] }],
    ['/modifica-password', 'other', { rules: ['guest', 'change-password'] }],
    // Screens SPEC §2 names without a path; the Italian paths are ours (docs/routes.md).
    ['/accedi', 'other', { query: ['redirect', 'accesso', 'provider'] }],
    ['/password-dimenticata', 'other'],
    ['/password-dimenticata/email-inviata', 'other'],
    ['/reimposta-password', 'other'],
    ['/password-modificata', 'other'],
  ]),
  ...owned('careers', [
    ['/lavora-con-noi', 'corporate'],
    ['/lavora-con-noi/candidatura-spontanea', 'corporate', { query: ['modifica'] }],
    ['/lavora-con-noi/posizioni-mestieri-in-crescita', 'corporate', { query: POSITION_SEARCH }],
    [
      '/lavora-con-noi/posizioni-mestieri-in-crescita/:article',
      'corporate',
      { query: ['candidatura'] },
    ],
    ['/lavora-con-noi/posizioni-punto-vendita', 'corporate', { query: POSITION_SEARCH }],
    ['/lavora-con-noi/posizioni-punto-vendita/:article', 'corporate', { query: ['candidatura'] }],
    ['/lavora-con-noi/posizioni-sede', 'corporate', { query: POSITION_SEARCH }],
    ['/lavora-con-noi/posizioni-sede/:article', 'corporate', { query: ['candidatura'] }],
    ['/autocandidatura', 'corporate', { query: ['modifica'] }],
  ]),
];

/** The entry a remote is served from by default; the server's remotes manifest may override it. */
export function defaultRemoteEntry(remote: RemoteName): string {
  return `/remotes/${remoteFolder(remote)}/mf-manifest.json`;
}

/** Folder (`remotes/<folder>`), URL segment and package name (`@iper/<folder>`) of a remote. */
export function remoteFolder(remote: RemoteName): string {
  return REMOTE_REGISTRY.find((entry) => entry.name === remote)?.folder ?? remote;
}
