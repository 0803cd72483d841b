import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Hint } from './hints';

export type { Hint } from './hints';

/** A JSON data block of the page (read by the browser before it starts: see html-text.ts). */
export interface DataBlock {
  id: string;
  value: unknown;
}

/** What modules add to a page's <head>. */
export interface HeadContribution {
  hints: Hint[];
  data: DataBlock[];
}

/**
 * What a module adds to the <head> of the pages the server sends: preload hints for what the
 * page will ask for first (a story, its main image) and data the browser would otherwise fetch
 * before it can start (a client's configuration). The module that owns the data decides, so the
 * platform stays ignorant of stories and images; the static site asks every contributor for each
 * page and caches the result with the page.
 */
export type PageHeadContributor = (
  pathname: string,
  query: URLSearchParams,
) => Partial<HeadContribution> | Promise<Partial<HeadContribution>>;

export interface PageHead {
  contribute(contributor: PageHeadContributor): void;
  /** The contributions for a page, in registration order; a failing contributor adds nothing. */
  contributionsFor(pathname: string, query?: URLSearchParams): Promise<HeadContribution>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHead: PageHead;
  }
}

async function pageHead(app: FastifyInstance): Promise<void> {
  const contributors: PageHeadContributor[] = [];
  app.decorate('pageHead', {
    contribute(contributor) {
      contributors.push(contributor);
    },
    async contributionsFor(pathname, query = new URLSearchParams()) {
      const parts = await Promise.all(
        contributors.map(async (contributor) => {
          try {
            return await contributor(pathname, query);
          } catch (error) {
            // A hint is an optimisation: the page works without it, so it must never fail the page.
            app.log.warn({ err: error, pathname }, 'page head contribution failed');
            return {};
          }
        }),
      );
      return {
        hints: parts.flatMap((part) => part.hints ?? []),
        data: parts.flatMap((part) => part.data ?? []),
      };
    },
  } satisfies PageHead);
}

export const pageHeadPlugin = fp(pageHead, { name: 'iper-page-head', fastify: '5.x' });
