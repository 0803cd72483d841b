import type { RenderRequest, RenderResult } from '@iper/contracts';
import { InFlightRenders } from './in-flight-renders';
import { RenderBreakers } from './render-breakers';
import {
  NO_SERVER_BUILD,
  RenderPool,
  type RenderPoolOptions,
  type ViewerReads,
} from './render-pool';

export type PageRendererOptions = RenderPoolOptions;

/**
 * Server rendering: a page's render by the worker pool (render-pool.ts: one generation of server
 * code per set of versions, swapped when a build on disk changes), behind the route's and the
 * address's circuit breakers (render-breakers.ts), one render per request at a time
 * (in-flight-renders.ts). Anything that goes wrong (no build, a remote that throws or hangs)
 * answers 'skip': the caller then serves the client-rendered page, never an error.
 */
export class PageRenderer {
  private readonly pool: RenderPool;
  private readonly breakers: RenderBreakers;
  private readonly inFlight = new InFlightRenders();

  constructor(private readonly options: PageRendererOptions) {
    this.pool = new RenderPool(options);
    this.breakers = new RenderBreakers(options.log, (request, variant) =>
      this.renderInWorker(request, variant),
    );
  }

  /** Whether the shell's server build exists at all (otherwise every page is client-rendered). */
  get available(): boolean {
    return this.pool.available;
  }

  /**
   * The generation of server code the next render runs on (a new one when a build on disk
   * changed): part of the HTML cache's key. Undefined when there is no server build.
   */
  version(variant = ''): string | undefined {
    return this.pool.version(variant);
  }

  /**
   * Renders a page, or answers 'skip'. The same request while it is being rendered waits for that
   * render instead of starting another (a render depends on nothing but its request and the
   * code), so a crowd on a page that just left the HTML cache costs one render.
   * @param route the route pattern the page belongs to (its failures are counted together)
   * @param client who asked (the client address): a route pauses only on failures that are not
   *   one visitor's doing
   * @param viewer for a signed-in visitor's page (`request.anonymous` false): answers its reads of
   *   their own data. Such a render is theirs alone: never shared with another request in flight.
   */
  render(
    route: string,
    request: RenderRequest,
    variant = '',
    client = '',
    viewer?: ViewerReads,
  ): Promise<RenderResult> {
    if (viewer) return this.renderOnce(route, request, variant, client, viewer);
    return this.inFlight.share(route, request, variant, () =>
      this.renderOnce(route, request, variant, client),
    );
  }

  private async renderOnce(
    route: string,
    request: RenderRequest,
    variant: string,
    client: string,
    viewer?: ViewerReads,
  ): Promise<RenderResult> {
    const paused = this.breakers.pausedReason(route, variant, request.url);
    if (paused) return { kind: 'skip', reason: paused };
    const knownGood = this.breakers.knownGoodOf(route);
    const result = await this.renderInWorker(request, variant, viewer);
    if (result.kind === 'skip') {
      if (result.reason !== NO_SERVER_BUILD)
        this.breakers.failed(route, variant, request.url, client, result.reason);
    } else {
      if (result.kind === 'html' && result.lateQueries)
        this.options.log.warn(
          { route, queries: result.lateQueries },
          'a page asked for data its loaders had not loaded: it was rendered twice',
        );
      // A page drawn in full is the known-good probe (a redirect may come before any drawing).
      this.breakers.succeeded(
        route,
        variant,
        request.url,
        // A visitor's own page is not the probe: it was drawn with their data.
        result.kind === 'html' && result.status === 200 && !viewer
          ? { request, variant }
          : knownGood,
      );
    }
    return result;
  }

  /** One render by the variant's worker generation (the tests stand in for it). */
  protected async renderInWorker(
    request: RenderRequest,
    variant: string,
    viewer?: ViewerReads,
  ): Promise<RenderResult> {
    return this.pool.render(request, variant, viewer);
  }

  /**
   * The data pages show changed (the response cache forgot a tag): a request from now on does not
   * wait for a render that started before, which may show the old data.
   */
  dataChanged(): void {
    this.inFlight.dataChanged();
  }

  /** The breakers open now, by kind: route patterns and single addresses. */
  openBreakers(): { routes: number; addresses: number } {
    return this.breakers.openCount();
  }

  /** A variant no request will ask for again (a release's smoke test): its worker can go. */
  forget(variant: string): void {
    this.pool.forget(variant);
  }

  /** Stops every worker (server shutdown). */
  async close(): Promise<void> {
    await this.pool.close();
  }
}
