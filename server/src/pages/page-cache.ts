import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, preferredEncoding } from '../platform/response-cache';
import type { InlineSources } from '../platform/security-headers';

/**
 * The one HTML cache (docs/architecture.md, "How a page reaches the screen"): every page the
 * server composed, compressed once. A page is a function of its document's parts (the shell's
 * and the page remote's builds, the remotes manifest, the modules' head contributions: the
 * `document` key) and, when the server renders it, of what the server hands the render worker
 * (the page's address with its declared query, the consent choice...: the render request) and of
 * the worker's generation (the versions of the shell's and the remotes' server code). The key is
 * made of exactly these, so whatever a page is later made of enters the key by itself. Locale is
 * in the path.
 *
 * A rendered page is never shared with a request that has a session or credentials: such a
 * request neither reads nor fills an entry, even though the render itself never sees cookies.
 * A client-rendered page holds nothing personal: it is shared by everyone who sees the same
 * remotes (a session that overrides a remote is never cached). Dropped: every entry when the response cache
 * forgets a tag (a CMS publish, a store change: see `invalidate`), every entry after `ttlMs`, the
 * least recently used ones beyond `maxBytes` / `maxEntries`.
 *
 * Admission (issue 32): a page is kept first on probation; read again while kept, it moves to the
 * frequent part (at most FREQUENT_SHARE of the budget), whose pages only a page read as often can
 * push back to probation. Room for a new page is made on probation first, so a stream of addresses
 * asked for once (a crawler, made-up search terms) only ever pushes out other such pages, never
 * the ones visitors keep reading (a segmented LRU with a frequency check, as in W-TinyLFU).
 */
export interface PageCacheOptions {
  /** Memory the pages may take (each counted at twice its size, for its compressed copies); 0: off. */
  maxBytes: number;
  /** How long a page is served before it is rendered again. */
  ttlMs: number;
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** A page as composed, ready to be sent again. */
export type CachedPage =
  | {
      kind: 'html';
      status: number;
      body: HtmlBody;
      /** The CSP sources its inline elements need (compose-document.ts). */
      inlineSources: InlineSources;
    }
  | { kind: 'redirect'; status: number; location: string };

/** How an answer was made, in the `x-html-cache` header: from the cache, rendered, or never shared. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

const DEFAULT_MAX_ENTRIES = 10_000;
/** The share of the budget (bytes and entries) pages read more than once may take. */
const FREQUENT_SHARE = 0.8;
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
  page: CachedPage;
  bytes: number;
  expiresAt: number;
  /** Times it was read from the cache (it lives no longer than the time to live: no aging needed). */
  hits: number;
}

/** Pages in least-recently-used order (a Map iterates in insertion order) and their bytes. */
class Segment {
  readonly entries = new Map<string, Entry>();
  bytes = 0;

  add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  take(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

function sizeOf(key: string, page: CachedPage): number {
  const body = page.kind === 'html' ? page.body.identity.length * 2 : page.location.length;
  return key.length * 2 + body + 256;
}

export class PageCache {
  /** Pages kept once and not read since: the first to make room. */
  private readonly probation = new Segment();
  /** Pages read again while kept. */
  private readonly frequent = new Segment();
  /** Bumped by every invalidation: a render that started before it is not kept. */
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && this.options.ttlMs > 0;
  }

  get size(): number {
    return this.probation.entries.size + this.frequent.entries.size;
  }

  get totalBytes(): number {
    return this.probation.bytes + this.frequent.bytes;
  }

  /**
   * The key of a page for this request, or undefined when it must not be shared (cache off, a
   * session that overrides a remote; for a server render: a personal request, no server code
   * generation, an address too long to keep).
   * @param page.document what the page's document is made of (pages.plugin.ts)
   * @param page.render exactly what the render worker is given from the request (its address
   *   carries only the parameters the page declares) and the worker generation that renders it
   */
  keyFor(
    request: Pick<FastifyRequest, 'headers'>,
    page: { document: string; render?: { request: { url: string }; generation?: string } },
  ): string | undefined {
    if (!this.enabled) return undefined;
    // A session that loads some remotes from elsewhere (remotes/remote-overrides.ts).
    if ((request as { remoteOverrides?: unknown }).remoteOverrides) return undefined;
    const { render } = page;
    if (!render) return `document\n${page.document}`;
    if (render.generation === undefined || isPersonal(request)) return undefined;
    if (render.request.url.length > MAX_KEYED_URL) return undefined;
    return `render\n${render.generation}\n${page.document}\n${JSON.stringify(render.request)}`;
  }

  /** The page kept under this key, if it is still fresh (and now the most recently used). */
  get(key: string): CachedPage | undefined {
    const segment = this.frequent.entries.has(key) ? this.frequent : this.probation;
    const entry = segment.take(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    entry.hits += 1;
    if (segment === this.frequent || !this.promote(key, entry)) segment.add(key, entry);
    return entry.page;
  }

  /** Taken before rendering, handed to `keep`: a render that an invalidation overtook is not kept. */
  ticket(): number {
    return this.epoch;
  }

  /** Keeps a page rendered for a shareable request (key undefined: not kept); returns the page. */
  keep<Page extends CachedPage>(key: string | undefined, ticket: number, page: Page): Page {
    if (key === undefined || !this.enabled || ticket !== this.epoch) return page;
    if (page.kind === 'html' && ![200, 404, 410].includes(page.status)) return page;
    const bytes = sizeOf(key, page);
    if (bytes > this.options.maxBytes / LARGEST_SHARE) return page;
    this.probation.take(key);
    this.frequent.take(key);
    // Room is made on probation first: pages read only once go before the ones read again.
    while (this.size >= this.maxEntries || this.totalBytes + bytes > this.options.maxBytes) {
      const segment = this.probation.entries.size > 0 ? this.probation : this.frequent;
      const oldest = segment.entries.keys().next();
      if (oldest.done) break;
      segment.take(oldest.value);
    }
    this.probation.add(key, { page, bytes, expiresAt: this.now() + this.options.ttlMs, hits: 0 });
    return page;
  }

  /**
   * Forgets every page. Called whenever the response cache forgets a tag: the pages that showed
   * that data go with everything else (see docs/architecture.md for why not per tag).
   */
  invalidate(): void {
    this.epoch += 1;
    this.probation.clear();
    this.frequent.clear();
  }

  /**
   * Moves a page read on probation to the frequent part, pushing its least recently used pages
   * back to probation to stay within FREQUENT_SHARE; refused (false) when one of those was read
   * more often than this page, which then stays on probation.
   */
  private promote(key: string, entry: Entry): boolean {
    const maxBytes = this.options.maxBytes * FREQUENT_SHARE;
    const maxEntries = Math.max(1, Math.floor(this.maxEntries * FREQUENT_SHARE));
    let entries = this.frequent.entries.size + 1;
    let bytes = this.frequent.bytes + entry.bytes;
    const demoted: string[] = [];
    for (const [oldKey, old] of this.frequent.entries) {
      if (entries <= maxEntries && bytes <= maxBytes) break;
      if (old.hits > entry.hits) return false;
      demoted.push(oldKey);
      entries -= 1;
      bytes -= old.bytes;
    }
    for (const oldKey of demoted) this.probation.add(oldKey, this.frequent.take(oldKey)!);
    this.frequent.add(key, entry);
    return true;
  }
}

/**
 * Sends a server-rendered page: `no-cache` (a browser revalidates, and gets a bodiless 304 when
 * its ETag still holds), `Vary: Accept-Encoding, Cookie` (the consent cookie changes the HTML),
 * and how it was made in `x-html-cache`. The caller has set the page's security headers.
 */
export function sendCachedPage(
  request: Pick<FastifyRequest, 'headers' | 'method'>,
  reply: FastifyReply,
  page: CachedPage,
  outcome: CacheOutcome,
): FastifyReply {
  reply.header('x-html-cache', outcome);
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  reply
    .status(page.status)
    // A page drawn for one visitor (a session's, a refused form's) is kept by their browser only.
    .header('cache-control', outcome === 'bypass' ? 'private, no-cache' : 'no-cache')
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
