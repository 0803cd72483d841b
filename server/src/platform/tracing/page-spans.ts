import type { RenderRequest, RenderResult } from '@iper/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TracedSpan, Tracing } from './tracing';

/**
 * The spans of a page (pages/pages.plugin.ts), each a child of the request's: `page.resolve`
 * (address, route, the visitor's remotes), `page.render` (the server render, the wait for a
 * render worker included; the render's reads of the site's data, answered in-process, are its
 * `page.data` children: platform/public-reads),
 * `page.compose` (the document from its parts) and `page.send` (until the last byte is handed
 * to the socket). Without tracing each helper hands back what it was given, or nothing.
 */

/** A page's route in the route table, and the remote that owns it. */
export interface TracedRoute {
  path: string;
  remote: string;
}

/** `version`: the remote's release this visitor's page is made with; undefined when it runs none. */
function remoteAttributes(route: TracedRoute, version: string | undefined) {
  return {
    'iper.page.route': route.path,
    'iper.remote.name': route.remote,
    'iper.remote.version': version ?? 'local',
  };
}

/** `page.resolve`, started now and ended by the caller once the page is known. */
export function startResolveSpan(tracing: Tracing | undefined, request: FastifyRequest) {
  return tracing?.start(request, 'page.resolve');
}

/** Ends `page.resolve` with what it found. */
export function endResolveSpan(
  span: TracedSpan | undefined,
  route: TracedRoute | undefined,
  version: string | undefined,
) {
  if (!span) return;
  if (route) span.setAttributes(remoteAttributes(route, version));
  span.end();
}

/** The trace context of each render in progress, by its request (render-pool.ts reads it). */
const renderContexts = new WeakMap<RenderRequest, Record<string, string>>();

/** The context a render worker is handed with `request`: its `page.render` span's. */
export function renderTraceContext(request: RenderRequest): Record<string, string> | undefined {
  return renderContexts.get(request);
}

/**
 * The render in a `page.render` span with the remote's name and version; its trace context goes
 * to the render worker with the render request, so the render's reads join the trace.
 */
export function tracedRender(
  tracing: Tracing | undefined,
  page: { request: FastifyRequest; route: TracedRoute; version: string | undefined },
  renderRequest: RenderRequest,
  render: () => Promise<RenderResult>,
): () => Promise<RenderResult> {
  if (!tracing?.traces(page.request)) return render;
  const attributes = remoteAttributes(page.route, page.version);
  return () =>
    tracing.inSpan(page.request, 'page.render', attributes, async (span) => {
      renderContexts.set(renderRequest, span.contextHeaders());
      const result = await render();
      span.setAttributes({ 'iper.render.result': result.kind });
      if (result.kind === 'skip') span.fail(result.reason);
      return result;
    });
}

/** `page.compose` around making a document from its parts. */
export function tracedCompose<T>(
  tracing: Tracing | undefined,
  request: FastifyRequest,
  compose: () => Promise<T>,
) {
  return tracing ? tracing.inSpan(request, 'page.compose', {}, compose) : compose();
}

/** `page.compose` of a page composed in one go (the browser-rendered one), ended by the caller. */
export function startComposeSpan(tracing: Tracing | undefined, request: FastifyRequest) {
  return tracing?.start(request, 'page.compose');
}

/**
 * `page.send`, from handing the page to Fastify until the answer is written (or the connection
 * is gone), with the HTML cache's outcome on it and on the request's span.
 */
export function traceSend(
  tracing: Tracing | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  cache: string,
) {
  if (!tracing) return;
  const span = tracing.start(request, 'page.send', { 'iper.page.cache': cache });
  if (!span) return;
  tracing.annotate(request, { 'iper.page.cache': cache });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    span.end();
  };
  reply.raw.once('finish', end);
  reply.raw.once('close', end);
}
