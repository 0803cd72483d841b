import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * In a render worker: the trace context a render was asked with (its `page.render` span's, when
 * the server traces), for the render's reads to carry, so the server traces them as that span's
 * children. Only a traced render runs in the store: a server that does not trace pays nothing.
 */
const current = new AsyncLocalStorage<Record<string, string>>();

/** Runs a render with its trace context; without one, as it is. */
export function withRenderTrace<T>(
  trace: Record<string, string> | undefined,
  render: () => Promise<T>,
): Promise<T> {
  return trace ? current.run(trace, render) : render();
}

/** The trace headers of the render this code runs for, if it is traced. */
export function renderTraceHeaders(): Record<string, string> | undefined {
  return current.getStore();
}
