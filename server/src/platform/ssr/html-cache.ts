import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, preferredEncoding } from '../response-cache';

/**
 * The anonymous HTML cache of server-rendered pages (docs/architecture.md, "How a page reaches
 * the screen"). A render is a function of what the server hands the render worker (the page's
 * address with its query, the consent choice...: the render request), of the worker's generation
 * (the versions of the shell's and the remotes' server code) and of the document it goes into
 * (index.html with the inlined remotes manifest, configuration and the modules' head tags, known
 * by its ETag). The key is made of exactly these, so whatever the render is later given enters the
 * key by itself. Locale is in the path.
 *
 * Never shared: a request with a session or credentials neither reads nor fills an entry, even
 * though the render itself never sees cookies. Dropped: every entry when the response cache
 * forgets a tag (a CMS publish, a store change: see `invalidate`), every entry after `ttlMs`, the
 * least recently used ones beyond `maxBytes` / `maxEntries`.
 */
export interface HtmlCacheOptions {
  /** Memory the pages may take (each counted at twice its size, for its compressed copies); 0: off. */
  maxBytes: number;
  /** How long a page is served before it is rendered again. */
  ttlMs: number;
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** What one server render answered, ready to be sent again. */
export type RenderedPage =
  | {
      kind: 'html';
      status: number;
      body: HtmlBody;
      /** The CSP sources its inline styles need (ssr-html.ts), added to each answer's policy. */
      styleHashes: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** How an answer was made, in the `x-html-cache` header: from the cache, rendered, or never shared. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

const DEFAULT_MAX_ENTRIES = 10_000;
/** An address longer than this is rendered but never kept (a key must stay small). */
const MAX_KEYED_URL = 2048;
/** A page bigger than this share of the budget is not kept: it would push out many others. */
const LARGEST_SHARE = 8;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Cookies that mean a signed-in visitor (better-auth's, `iper.` or `__Host-iper.` on https), and
 * any other cookie that says it is a session: such a request is personal.
 */
const SESSION_COOKIE =
  /^(?:__Host-|__Secure-)?iper\.(?:session_token|session_data|dont_remember)$|session/i;

/** Whether a request carries a session or credentials: it never gets nor fills a shared page. */
export function isPersonal(request: Pick<FastifyRequest, 'headers'>): boolean {
  if (request.headers.authorization) return true;
  const cookie = request.headers.cookie;
  if (!cookie) return false;
  return cookie.split(';').some((part) => {
    const name = part.slice(0, part.includes('=') ? part.indexOf('=') : undefined).trim();
    return name !== '' && SESSION_COOKIE.test(name);
  });
}

/**
 * A server-rendered page's bytes, with a weak ETag; the gzip and brotli copies are made the first
 * time a browser asks for them, once per body (a cached page compresses once, a page rendered for
 * one visitor only in the encoding that visitor takes).
 */
export class HtmlBody {
  readonly etag: string;
  private gzip: Buffer | undefined;
  private br: Buffer | undefined;

  constructor(readonly identity: Buffer) {
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  }

  static of(html: string): HtmlBody {
    return new HtmlBody(Buffer.from(html));
  }

  /** The body for a browser's Accept-Encoding, and the encoding used (none below 1 KiB). */
  encodedFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding || this.identity.length < COMPRESS_FROM_BYTES) return { body: this.identity };
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 6,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
      return { body: this.br, encoding };
    }
    this.gzip ??= gzipSync(this.identity, { level: 6 });
    return { body: this.gzip, encoding };
  }
}

interface Entry {
  page: RenderedPage;
  bytes: number;
  expiresAt: number;
}

function sizeOf(key: string, page: RenderedPage): number {
  const body = page.kind === 'html' ? page.body.identity.length * 2 : page.location.length;
  return key.length * 2 + body + 256;
}

export class HtmlCache {
  /** In least-recently-used order (a Map iterates in insertion order; a hit moves to the end). */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every invalidation: a render that started before it is not kept. */
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * The key of a page for this request, or undefined when it must not be shared (cache off, a
   * personal request, no server code generation, an address too long to keep).
   * @param renderRequest exactly what the render worker is given from the request
   * @param generation the render worker generation that will render it (PageRenderer.version)
   * @param document the ETag of the document the render goes into
   */
  keyFor(
    request: Pick<FastifyRequest, 'headers' | 'url'>,
    renderRequest: object,
    generation: string | undefined,
    document: string,
  ): string | undefined {
    if (!this.enabled || generation === undefined || isPersonal(request)) return undefined;
    // A session that loads some remotes from elsewhere (platform/remotes/remote-overrides.ts).
    if ((request as { remoteOverrides?: unknown }).remoteOverrides) return undefined;
    if (request.url.length > MAX_KEYED_URL) return undefined;
    return `${generation}\n${document}\n${JSON.stringify(renderRequest)}`;
  }

  /** The page kept under this key, if it is still fresh (and now the most recently used). */
  get(key: string): RenderedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Taken before rendering, handed to `keep`: a render that an invalidation overtook is not kept. */
  ticket(): number {
    return this.epoch;
  }

  /** Keeps a page rendered for a shareable request (key undefined: not kept); returns the page. */
  keep<Page extends RenderedPage>(key: string | undefined, ticket: number, page: Page): Page {
    if (key === undefined || !this.enabled || ticket !== this.epoch) return page;
    if (page.kind === 'html' && ![200, 404, 410].includes(page.status)) return page;
    const bytes = sizeOf(key, page);
    if (bytes > this.options.maxBytes / LARGEST_SHARE) return page;
    this.remove(key);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.bytes + bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    this.entries.set(key, { page, bytes, expiresAt: this.now() + this.options.ttlMs });
    this.bytes += bytes;
    return page;
  }

  /**
   * Forgets every page. Called whenever the response cache forgets a tag: the pages that showed
   * that data go with everything else (see docs/architecture.md for why not per tag).
   */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/**
 * Sends a server-rendered page: `no-cache` (a browser revalidates, and gets a bodiless 304 when
 * its ETag still holds), `Vary: Accept-Encoding, Cookie` (the consent cookie changes the HTML),
 * and how it was made in `x-html-cache`. The caller has set the page's security headers.
 */
export function sendRenderedPage(
  request: Pick<FastifyRequest, 'headers' | 'method'>,
  reply: FastifyReply,
  page: RenderedPage,
  outcome: CacheOutcome,
): FastifyReply {
  reply.header('x-html-cache', outcome);
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', page.body.etag)
    .type('text/html; charset=utf-8');
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (
    page.status === 200 &&
    readOnly &&
    etagMatches(request.headers['if-none-match'], page.body.etag)
  )
    return reply.status(304).send();
  const { body, encoding } = page.body.encodedFor(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
