import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * In a render thread (pages/render/render-worker.ts): the render's reads of the server's own API
 * carry the trace context the render was asked with, so the server traces them as children of
 * the page's render span. The thread has no OpenTelemetry of its own: its `fetch` adds the
 * headers, for the server's own origin only (nothing goes to another host). Installed on the
 * first render that comes with a context, so a server that does not trace changes nothing.
 */
const current = new AsyncLocalStorage<Record<string, string>>();
let installedFor: string | undefined;

function install(origin: string): void {
  installedFor = origin;
  const untraced = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const headers = current.getStore();
    if (!headers) return untraced(input, init);
    const request = new Request(input, init);
    if (new URL(request.url).origin !== origin) return untraced(request);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return untraced(request);
  };
}

/** Runs a render with `trace` (W3C headers) on its reads of `origin`; without it, as it is. */
export function withLoopbackTraceContext<T>(
  origin: string,
  trace: Record<string, string> | undefined,
  render: () => Promise<T>,
): Promise<T> {
  if (!trace) return render();
  if (installedFor === undefined) install(origin);
  return current.run(trace, render);
}
