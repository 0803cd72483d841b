import { createContext, useContext, useEffect } from 'react';

/** SPEC §9: head updates wait 10 ms after the page renders; robots is noindex unless a page says. */
export const HEAD_UPDATE_DELAY_MS = 10;
export const DEFAULT_ROBOTS = 'noindex';
export const SITE_NAME = 'Iper';

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute or root-relative; defaults to the current path without query or hash. */
  canonical?: string;
  robots?: string;
}

/** The document's title for a page's title: `Volantini | Iper`, the site's name alone as is. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/**
 * Where a server render collects the page's head (shell/src/server/render-page.tsx): the server
 * writes it in the document, so the title, description, robots and canonical are in the HTML a
 * crawler, a link preview or a visitor without the app gets, not only after the app has started.
 */
export const PageHeadOnServer = createContext<((head: PageHead) => void) | null>(null);

function upsertMeta(doc: Document, name: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(doc: Document, href: string) {
  let element = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = doc.createElement('link');
    element.rel = 'canonical';
    doc.head.appendChild(element);
  }
  element.href = href;
}

/** Writes title, description, canonical and robots into the document head. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = documentTitle(head.title);
  if (head.description) upsertMeta(doc, 'description', head.description);
  upsertMeta(doc, 'robots', head.robots ?? DEFAULT_ROBOTS);
  const location = doc.defaultView?.location;
  const canonical = head.canonical ?? location?.pathname ?? '/';
  upsertCanonical(doc, new URL(canonical, location?.origin ?? 'http://localhost').href);
}

/** A page declares its head; it is applied 10 ms after render, when the page has settled. */
export function usePageHead(head: PageHead): void {
  const { title, description, canonical, robots } = head;
  useContext(PageHeadOnServer)?.({ title, description, canonical, robots });
  useEffect(() => {
    const timer = setTimeout(
      () => applyPageHead({ title, description, canonical, robots }),
      HEAD_UPDATE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [title, description, canonical, robots]);
}
