import { FlyerIdSchema } from '@iper/contracts';
import { stripLocalePrefix } from '@iper/i18n';
import type { FastifyInstance } from 'fastify';

/**
 * The flyer view's part of its page's <head> (pages/document/page-head.ts): /volantino?id=… preloads
 * the flyer's products (GET /api/flyers/:id, the request the page makes first), so they arrive
 * with the JavaScript instead of after it. An unknown id costs a 404 the page would get anyway.
 */
export function contributeFlyerPageHead(app: FastifyInstance): void {
  app.pageHead.contribute((pathname, query) => {
    if (stripLocalePrefix(pathname) !== '/volantino') return {};
    const id = FlyerIdSchema.safeParse(query.get('id'));
    if (!id.success) return {};
    return { hints: [{ href: `/api/flyers/${id.data}`, as: 'fetch', crossorigin: 'anonymous' }] };
  });
}
