import { CONTENT_CONFIG_ELEMENT_ID, type ContentConfig } from '@iper/contracts';
import type { FastifyInstance } from 'fastify';
import type { Hint } from '../pages/document/page-head';
import { findStory } from './content-delivery.queries';

/** How long the home page's hints are reused; the delivery API caches stories as long. */
const HINTS_TTL_MS = 10_000;

/** The home story's main image: the first block's image, which the page renders with priority. */
export function mainImageOf(content: Record<string, unknown>): string | undefined {
  const body = content.body;
  const first = Array.isArray(body)
    ? (body[0] as { image?: { filename?: unknown } } | undefined)
    : undefined;
  const filename = first?.image?.filename;
  // Our own assets only: a hint to another origin would need its connection opened as well.
  return typeof filename === 'string' && filename.startsWith('/') && !filename.startsWith('//')
    ? filename
    : undefined;
}

/**
 * The content module's part of every page's <head> (pages/document/page-head.ts): the content client's
 * configuration inlined, so no page waits for GET /api/content/config; and on the home page,
 * served from our own delivery API, preloads of the 'home' story and of its main image (the
 * page's LCP), which the browser would otherwise discover only after the JavaScript has run.
 */
export function contributeContentPageHead(app: FastifyInstance, client: ContentConfig): void {
  const data = [{ id: CONTENT_CONFIG_ELEMENT_ID, value: client }];
  let home: { hints: Hint[]; until: number } | undefined;

  async function homeHints(): Promise<Hint[]> {
    if (home && home.until > Date.now()) return home.hints;
    const row = await findStory(app.db, { fullSlug: 'home' }, false);
    const hints: Hint[] = [];
    if (row) {
      // The exact request storyblok-js-client makes for the story (getStory with the version).
      const story = `/v2/cdn/stories/home?${new URLSearchParams({ version: client.version, token: client.accessToken })}`;
      hints.push({ href: story, as: 'fetch', crossorigin: 'anonymous' });
      const image = mainImageOf(row.content);
      if (image) hints.push({ href: image, as: 'image', fetchpriority: 'high' });
    }
    home = { hints, until: Date.now() + HINTS_TTL_MS };
    return hints;
  }

  app.pageHead.contribute(async (pathname) =>
    pathname === '/' && client.provider === 'embedded' && client.version === 'published'
      ? { hints: await homeHints(), data }
      : { data },
  );
}
