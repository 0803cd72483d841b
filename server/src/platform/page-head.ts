import type { FastifyInstance } from 'fastify';

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
) => string[] | Promise<string[]>;

export interface PageHead {
  contribute(contributor: PageHeadContributor): void;
  /** The contributors' tags for a page, in registration order; a failing contributor adds nothing. */
  tagsFor(pathname: string, query?: URLSearchParams): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHead: PageHead;
  }
}

export function registerPageHead(app: FastifyInstance): void {
  const contributors: PageHeadContributor[] = [];
  app.decorate('pageHead', {
    contribute(contributor) {
      contributors.push(contributor);
    },
    async tagsFor(pathname, query = new URLSearchParams()) {
      const parts = await Promise.all(
        contributors.map(async (contributor) => {
          try {
            return await contributor(pathname, query);
          } catch (error) {
            // A hint is an optimisation: the page works without it, so it must never fail the page.
            app.log.warn({ err: error, pathname }, 'page head contribution failed');
            return [];
          }
        }),
      );
      return parts.flat().join('');
    },
  } satisfies PageHead);
}

export function escapeJsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Data for the browser as a JSON block (data, not script: the CSP needs no exception). */
export function inlineJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeAttribute(id)}">${escapeJsonForHtml(JSON.stringify(value))}</script>`;
}
