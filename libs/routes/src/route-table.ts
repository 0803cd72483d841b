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
}

type Row = [path: string, pageType: PageType, rules?: RouteRule[], layout?: LayoutName];

function owned(remote: RemoteName, rows: Row[]): RouteDefinition[] {
  return rows.map(([path, pageType, rules = [], layout = 'default']) => ({
    path,
    remote,
    pageType,
    layout,
    rules,
  }));
}

export const ROUTE_TABLE: readonly RouteDefinition[] = [
  ...owned('content', [
    ['/', 'homepage'],
    ['/:generic', 'landing'],
    ['/:generic/:category', 'landing'],
    ['/foodtruck', 'landing'],
    ['/iper-drive', 'landing'],
    ['/iper-mag', 'magazine'],
    ['/iper-mag/:category', 'magazine', ['pagination-redirect']],
    ['/iper-mag/:category/:article', 'magazine'],
    ['/le-nostre-produzioni', 'landing'],
    ['/le-nostre-produzioni/:category/:article?', 'landing'],
    ['/lista-volantini', 'other'],
    ['/volantino', 'other'],
    ['/serve-aiuto', 'corporate'],
    ['/serve-aiuto/:category/:faq?', 'corporate'],
    ['/servizi', 'servizi'],
    ['/servizi/:category', 'servizi', ['pagination-redirect']],
    ['/servizi/:category/:article', 'servizi', ['services-detail']],
    ['/page-list', 'other'],
    ['/cerca', 'other'],
  ]),
  ...owned('store_locator', [
    ['/punti-vendita', 'punto_vendita'],
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
    ['/account', 'my_account', ['auth']],
    ['/account/dati-personali', 'my_account', ['auth']],
    ['/account/lista-spesa', 'my_account'],
    ['/account/scontrini-digitali', 'my_account', ['auth']],
    // GDPR self-service (download my data, delete my account): our path, a section SPEC §2 names.
    ['/account/privacy-e-dati', 'my_account', ['auth']],
    ['/registrazione', 'other', ['guest', 'registration']],
    ['/modifica-password', 'other', ['guest', 'change-password']],
    // Screens SPEC §2 names without a path; the Italian paths are ours (docs/routes.md).
    ['/accedi', 'other'],
    ['/password-dimenticata', 'other'],
    ['/password-dimenticata/email-inviata', 'other'],
    ['/reimposta-password', 'other'],
    ['/password-modificata', 'other'],
  ]),
  ...owned('careers', [
    ['/lavora-con-noi', 'corporate'],
    ['/lavora-con-noi/candidatura-spontanea', 'corporate'],
    ['/lavora-con-noi/posizioni-mestieri-in-crescita', 'corporate'],
    ['/lavora-con-noi/posizioni-mestieri-in-crescita/:article', 'corporate'],
    ['/lavora-con-noi/posizioni-punto-vendita', 'corporate'],
    ['/lavora-con-noi/posizioni-punto-vendita/:article', 'corporate'],
    ['/lavora-con-noi/posizioni-sede', 'corporate'],
    ['/lavora-con-noi/posizioni-sede/:article', 'corporate'],
    ['/autocandidatura', 'corporate'],
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
