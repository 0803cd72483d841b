import type { RenderRequest, RenderResult } from '@iper/contracts';

/**
 * Renders under way, shared: the same request while it is being rendered waits for that render
 * instead of starting another (a render depends on nothing but its request and the code), so a
 * crowd on a page that just left the HTML cache costs one render.
 */
export class InFlightRenders {
  /** Renders under way, by route and request. */
  private readonly inFlight = new Map<string, Promise<RenderResult>>();
  private dataVersion = 0;

  /** The render of this request under way, or a new one by `render`. */
  share(
    route: string,
    request: RenderRequest,
    variant: string,
    render: () => Promise<RenderResult>,
  ): Promise<RenderResult> {
    const key = `${this.dataVersion}\n${route}\n${variant}\n${JSON.stringify(request)}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const rendering = render().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    return rendering;
  }

  /**
   * The data pages show changed (the response cache forgot a tag): a request from now on does not
   * wait for a render that started before, which may show the old data.
   */
  dataChanged(): void {
    this.dataVersion += 1;
  }
}
