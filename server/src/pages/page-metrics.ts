import type { RemotesManifest, RenderResult } from '@iper/contracts';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { CacheOutcome } from './page-cache';
import { NO_SERVER_BUILD } from './render/render-pool';

/** The route a render is for: its route-table pattern and the remote that owns it. */
export interface RenderedRoute {
  path: string;
  remote: string;
}

/** Why a page went to the browser: a bounded word for the free text of a skip's reason. */
export type FallbackReason = 'paused' | 'timeout' | 'no_build' | 'failed';

export function fallbackReason(reason: string): FallbackReason {
  if (reason === NO_SERVER_BUILD) return 'no_build';
  if (reason.startsWith('server rendering paused')) return 'paused';
  if (reason.startsWith('no answer within')) return 'timeout';
  return 'failed';
}

/** The open render breakers, by kind (render/render-breakers.ts). */
export interface OpenBreakers {
  routes: number;
  addresses: number;
}

/** Seconds: a render takes tens of milliseconds, and gives up at SSR_TIMEOUT_MS (3 s). */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];

/**
 * The page pipeline's metrics (docs/operations.md): server renders by route and remote version
 * (a canary's renders beside the live release's), the pages that fell back to the browser's
 * render and why, the HTML cache's outcomes, and the open breakers. Made only when metrics are on.
 */
export class PageMetrics {
  private readonly renderDuration: Histogram<'route' | 'remote' | 'remote_version'>;
  private readonly fallbacks: Counter<'route' | 'remote' | 'remote_version' | 'reason'>;
  private readonly cacheOutcomes: Counter<'outcome'>;
  private openBreakers: () => OpenBreakers = () => ({ routes: 0, addresses: 0 });

  constructor(registry: Registry) {
    this.renderDuration = new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Server renders that gave a page or a redirect, by route pattern, remote and remote version.',
      labelNames: ['route', 'remote', 'remote_version'],
      buckets: RENDER_BUCKETS,
      registers: [registry],
    });
    this.fallbacks = new Counter({
      name: 'page_render_fallbacks_total',
      help: 'Pages sent for the browser to render because the server render did not happen, by reason.',
      labelNames: ['route', 'remote', 'remote_version', 'reason'],
      registers: [registry],
    });
    this.cacheOutcomes = new Counter({
      name: 'page_cache_requests_total',
      help: 'Pages answered through the HTML cache: hit, miss (made and kept) or bypass (not cacheable).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    // Read when Prometheus scrapes: the breakers keep their own state, nothing is pushed here.
    const breakers = () => this.openBreakers();
    new Gauge({
      name: 'page_render_breakers_open',
      help: 'Render circuit breakers open now: route (a whole route pattern) or address (one URL).',
      labelNames: ['scope'],
      registers: [registry],
      collect() {
        const open = breakers();
        this.set({ scope: 'route' }, open.routes);
        this.set({ scope: 'address' }, open.addresses);
      },
    });
  }

  /**
   * Times a server render, labelled with the release of the route's remote in the site's remotes
   * as this visitor gets them (a canary's visitors: the canary's), `local` when it runs none. A
   * skip is counted as a fallback, with its reason, instead.
   */
  async timeRender(
    route: RenderedRoute,
    siteRemotes: RemotesManifest,
    render: () => Promise<RenderResult>,
  ): Promise<RenderResult> {
    const version = siteRemotes.remotes.find((remote) => remote.name === route.remote)?.version;
    const labels = { route: route.path, remote: route.remote, remote_version: version ?? 'local' };
    const stop = this.renderDuration.startTimer(labels);
    const result = await render();
    if (result.kind === 'skip')
      this.fallbacks.inc({ ...labels, reason: fallbackReason(result.reason) });
    else stop();
    return result;
  }

  cacheOutcome(outcome: CacheOutcome): void {
    this.cacheOutcomes.inc({ outcome });
  }

  /** Where the breakers' state is read from (the site's renderer, once it exists). */
  watchBreakers(openBreakers: () => OpenBreakers): void {
    this.openBreakers = openBreakers;
  }
}
