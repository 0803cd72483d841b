import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the Content-Security-Policy has to allow beyond this origin: only services that are configured. */
export interface ContentSecuritySources {
  /** PUBLIC_URL: https switches on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  tagManagerId?: string | undefined;
  googleMapsApiKey?: string | undefined;
  /** Search-analytics events leave for Algolia only when a region or host is configured. */
  insights?: { region?: string | undefined; host?: string | undefined };
  /** A real Storyblok space read by the browser (STORYBLOK_TOKEN + STORYBLOK_REGION). */
  storyblok?: boolean;
  /** Hosts a module asks for, e.g. a search service: `{ 'connect-src': ['https://…'] }`. */
  extra?: Partial<Record<string, string[]>>;
  /** The origins the request's page loads remotes from (remotes/remote-origins.ts), beyond 'self'. */
  remoteOrigins?: (request: FastifyRequest) => string[];
}

/** What a remote's files are: its manifest (fetched), scripts, CSS and assets (images, fonts, video). */
export const REMOTE_DIRECTIVES = [
  'script-src',
  'style-src',
  'connect-src',
  'img-src',
  'font-src',
  'media-src',
];

const GOOGLE_MAPS = {
  // Google's own CSP guide for the Maps JavaScript API (allow-list form).
  'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

const TAG_MANAGER = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

function insightsOrigin(insights: ContentSecuritySources['insights']): string | undefined {
  if (insights?.host) return new URL(insights.host).origin;
  if (insights?.region) return `https://insights.${insights.region}.algolia.io`;
  return undefined;
}

/**
 * The site's Content-Security-Policy: nothing by default (`default-src 'none'`), then exactly
 * what the shell and the remotes load — scripts, styles, fonts, workers (pdf.js) and fetches from
 * this origin only, images also as data: URLs (the favicon) and blob: (generated files) — plus
 * the hosts of the third-party services that are configured, and only those. No 'unsafe-inline'
 * anywhere: every page carries its manifest and configuration as JSON data blocks, which a CSP
 * does not execute, so no nonce is needed; React's style props go through the CSSOM, which a
 * CSP does not restrict.
 */
export function contentSecurityDirectives(
  sources: ContentSecuritySources,
): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const add = (more: Partial<Record<string, string[]>>) => addSources(directives, more);
  if (sources.googleMapsApiKey) add(GOOGLE_MAPS);
  if (sources.tagManagerId) add(TAG_MANAGER);
  const insights = insightsOrigin(sources.insights);
  if (insights) add({ 'connect-src': [insights] });
  if (sources.storyblok)
    add({ 'connect-src': ['https://*.storyblok.com'], 'img-src': ['https://a.storyblok.com'] });
  if (sources.extra) add(sources.extra);
  if (isHttps(sources.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function addSources(directives: Record<string, string[]>, more: Partial<Record<string, string[]>>) {
  for (const [directive, hosts] of Object.entries(more)) {
    const list = (directives[directive] ??= []);
    if (list[0] === "'none'") list.length = 0;
    for (const host of hosts ?? []) if (!list.includes(host)) list.push(host);
  }
}

/** The policy with the origins remotes are loaded from, for the directives their files need. */
export function withRemoteOrigins(
  directives: Record<string, string[]>,
  origins: string[],
): Record<string, string[]> {
  if (!origins.length) return directives;
  const copy = copyOf(directives);
  addSources(copy, Object.fromEntries(REMOTE_DIRECTIVES.map((directive) => [directive, origins])));
  // A remote served from this machine is a development server (`npm run dev -- <remote>`), whose
  // reload client opens a WebSocket to it: an http: source does not cover ws:.
  const devSockets = origins
    .filter((origin) => LOOPBACK_HTTP_ORIGIN.test(origin))
    .map((origin) => origin.replace(/^http:/, 'ws:'));
  if (devSockets.length) addSources(copy, { 'connect-src': devSockets });
  return copy;
}

const LOOPBACK_HTTP_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function copyOf(directives: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(directives).map(([name, list]) => [name, [...list]]));
}

/** The policy's header value, with the inline elements allowed by hash (none by default). */
export function serializeCsp(
  directives: Record<string, string[]>,
  inline: InlineSources = {},
): string {
  const added = { ...directives };
  for (const [directive, hashes] of Object.entries(inline))
    if (hashes?.length) added[directive] = [...(added[directive] ?? ["'self'"]), ...hashes];
  return Object.entries(added)
    .map(([name, list]) => [name, ...list].join(' '))
    .join(';');
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** Inline elements a page allows by their hashes (its boot loader, its inlined styles). */
export type InlineSources = Partial<Record<'script-src' | 'style-src', string[]>>;

export interface ContentSecurity {
  /**
   * The policy of a response to this request: the site's, the origins its page loads remotes
   * from, and the hashes of the page's own inline elements (pages/document/compose-document.ts).
   */
  policyFor(request: FastifyRequest, inline?: InlineSources): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentSecurity: ContentSecurity;
  }
}

/** Policies kept serialized: one per set of remote origins and of a page's inline hashes. */
const MAX_POLICIES = 500;

/** HSTS max-age: two years, as the preload list asks (the Observatory wants at least six months). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Security headers on every response (helmet): the CSP above, with the origins this request's
 * page loads remotes from (a remote on a CDN, switched at run time or for one session); no
 * framing, no MIME sniffing, no referrer beyond this origin, a Permissions-Policy that keeps
 * geolocation for the store locator only on this origin, resources and windows isolated from
 * other origins, HSTS on https.
 */
async function securityHeaders(
  app: FastifyInstance,
  sources: ContentSecuritySources,
): Promise<void> {
  const https = isHttps(sources.publicUrl);
  const directives = contentSecurityDirectives(sources);
  // Serialized once per set of remote origins (the configured ones, and those of the sessions that
  // override a remote) and of inline hashes (a cached page's live as long as the page).
  const policies = new Map<string, string>();
  const policyFor = (request: FastifyRequest, inline: InlineSources = {}) => {
    const origins = sources.remoteOrigins?.(request) ?? [];
    const key = `${origins.join(' ')}\n${inline['script-src']?.join(' ')}\n${inline['style-src']?.join(' ')}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = serializeCsp(withRemoteOrigins(directives, origins), inline);
      if (policies.size >= MAX_POLICIES) policies.delete(policies.keys().next().value as string);
      policies.set(key, policy);
    }
    return policy;
  };
  app.decorate('contentSecurity', { policyFor } satisfies ContentSecurity);
  await app.register(helmet, {
    // Set per request below.
    contentSecurityPolicy: false,
    strictTransportSecurity: https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Require-corp would refuse the configured third parties (maps tiles, tag manager).
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', policyFor(request));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Behind a TLS-terminating proxy (TRUST_PROXY), a plain-http request goes to https on the
    // same host first, so HSTS can take over from the second visit on.
    if (
      https &&
      app.config.trustProxy &&
      request.protocol === 'http' &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    }
  });
}

/** Geolocation for the store locator on this origin; camera, microphone, payment and the rest off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'iper-security-headers',
  fastify: '5.x',
});
