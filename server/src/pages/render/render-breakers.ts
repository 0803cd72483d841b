import type { FastifyBaseLogger } from 'fastify';
import type { RenderRequest, RenderResult } from '@iper/contracts';

/**
 * The render breaker (docs/architecture.md, "Degradation"). After this many failures in a row, one
 * address (the rendered URL: its path and the parameters its route declares) is client-rendered
 * for a while without trying; a route's pages all are only when its failures are the server's.
 */
const BREAKER_FAILURES = 3;
const BREAKER_OPEN_MS = 30_000;
/**
 * Without an address of the route known to render, the route's failures in a row must come from
 * this many visitors (client addresses) before the route pauses: one visitor never pauses it.
 */
const BREAKER_CLIENTS = 3;
/** Addresses whose failures are counted at once (any text can be asked for: bounded). */
const MAX_ADDRESS_BREAKERS = 1_000;

interface Breaker {
  failures: number;
  openUntil: number;
}

/** A request of a route that rendered in full, and for which variant: the known-good probe. */
export interface KnownGoodRender {
  request: RenderRequest;
  variant: string;
}

interface RouteBreaker extends Breaker {
  /** The visitors whose requests failed in a row (at most BREAKER_CLIENTS are kept). */
  clients: Set<string>;
  /** The last request of the route that rendered, and for which variant: the known-good probe. */
  knownGood?: KnownGoodRender;
  /** A known-good request is being rendered again to tell whose fault the failures are. */
  probing: boolean;
}

/** A client address as the breaker counts visitors: an IPv6 address by its /64 (one subscriber). */
function visitorOf(client: string): string {
  if (!client.includes(':') || client.startsWith('::ffff:')) return client;
  return client.split(':').slice(0, 4).join(':');
}

/** The rendered address a breaker counts: route, variant and URL. */
function addressOf(route: string, variant: string, url: string): string {
  return `${route}\n${variant}\n${url}`;
}

/**
 * The two circuit breakers of server rendering: one per route pattern (one page that cannot render
 * on the server does not stop the others) and one per rendered address.
 */
export class RenderBreakers {
  /** Per route pattern: one page that cannot render on the server does not stop the others. */
  private readonly breakers = new Map<string, RouteBreaker>();
  /** Per rendered address (route, variant and URL), the least recently failed first. */
  private readonly addressBreakers = new Map<string, Breaker>();

  constructor(
    private readonly log: FastifyBaseLogger,
    /** Renders a known-good request again, to tell whose fault a route's failures are. */
    private readonly probe: (request: RenderRequest, variant: string) => Promise<RenderResult>,
  ) {}

  /** Why the route or the address is not rendered now; undefined when it may be. */
  pausedReason(route: string, variant: string, url: string): string | undefined {
    const now = Date.now();
    const breaker = this.breakers.get(route);
    if (breaker && now < breaker.openUntil)
      return 'server rendering paused after repeated failures';
    const addressBreaker = this.addressBreakers.get(addressOf(route, variant, url));
    if (addressBreaker && now < addressBreaker.openUntil)
      return 'server rendering paused for this address after failures';
    return undefined;
  }

  /** How many route and address breakers are open now (the metrics read it when scraped). */
  openCount(): { routes: number; addresses: number } {
    const now = Date.now();
    const open = (breakers: Iterable<Breaker>) =>
      [...breakers].filter((breaker) => now < breaker.openUntil).length;
    return { routes: open(this.breakers.values()), addresses: open(this.addressBreakers.values()) };
  }

  /** The route's known-good request as it is now (read before a render starts). */
  knownGoodOf(route: string): KnownGoodRender | undefined {
    return this.breakers.get(route)?.knownGood;
  }

  /** A render that did not fail closes both breakers; `knownGood` is the route's probe from now. */
  succeeded(route: string, variant: string, url: string, knownGood?: KnownGoodRender): void {
    this.addressBreakers.delete(addressOf(route, variant, url));
    this.breakers.set(route, {
      failures: 0,
      openUntil: 0,
      clients: new Set(),
      probing: false,
      ...(knownGood ? { knownGood } : {}),
    });
  }

  /**
   * Counts a failed render. The address pauses after BREAKER_FAILURES in a row: whoever asks for
   * it again gets the browser's page without a render (a visitor repeating a bad address pauses
   * only that address). The route pauses only when the failures are the server's: its last
   * known-good request, rendered again, fails too; with none known yet (the route has not rendered
   * since the start), when the failures came from BREAKER_CLIENTS visitors. A render cannot tell
   * whose fault a loader's error is, the known-good request can.
   */
  failed(route: string, variant: string, url: string, client: string, reason: string): void {
    const now = Date.now();
    const address = addressOf(route, variant, url);
    const addressBreaker = this.addressBreakers.get(address) ?? { failures: 0, openUntil: 0 };
    this.addressBreakers.delete(address);
    this.addressBreakers.set(address, addressBreaker);
    if (this.addressBreakers.size > MAX_ADDRESS_BREAKERS)
      this.addressBreakers.delete(this.addressBreakers.keys().next().value as string);
    addressBreaker.failures += 1;
    if (addressBreaker.failures >= BREAKER_FAILURES) {
      addressBreaker.failures = 0;
      addressBreaker.openUntil = now + BREAKER_OPEN_MS;
    }

    const breaker = this.breakers.get(route) ?? {
      failures: 0,
      openUntil: 0,
      clients: new Set<string>(),
      probing: false,
    };
    this.breakers.set(route, breaker);
    breaker.failures += 1;
    if (breaker.clients.size < BREAKER_CLIENTS) breaker.clients.add(visitorOf(client));
    this.log.warn(
      { route, reason, failures: breaker.failures },
      'server rendering skipped: the page is rendered in the browser',
    );
    if (breaker.failures < BREAKER_FAILURES || breaker.probing) return;
    const knownGood = breaker.knownGood;
    if (!knownGood || knownGood.request.url === url) {
      if (knownGood || breaker.clients.size >= BREAKER_CLIENTS) this.pause(route, breaker);
      return;
    }
    breaker.probing = true;
    void this.probe(knownGood.request, knownGood.variant)
      .catch((error: unknown): RenderResult => ({ kind: 'skip', reason: String(error) }))
      .then((probe) => {
        breaker.probing = false;
        if (probe.kind === 'skip') this.pause(route, breaker);
        else {
          // The server renders the route: the failures were their addresses' own.
          breaker.failures = 0;
          breaker.clients.clear();
        }
      });
  }

  private pause(route: string, breaker: RouteBreaker) {
    breaker.openUntil = Date.now() + BREAKER_OPEN_MS;
    breaker.failures = 0;
    breaker.clients.clear();
    this.log.error(
      { route, pauseMs: BREAKER_OPEN_MS },
      'server rendering of a route paused after repeated failures',
    );
  }
}
