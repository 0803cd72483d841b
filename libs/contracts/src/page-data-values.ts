// Page data values the browser needs (no zod): importing them never bundles a schema.

/**
 * The JSON data block of a server-rendered page: the remote whose routes must be in the router
 * before the browser hydrates, and the router's state (shell/src/server/hydration-data.ts writes
 * it, shell/src/app/server-rendered-page.ts reads it, the server puts it in the page).
 */
export const HYDRATION_DATA_ELEMENT_ID = 'iper-hydration';

/** The JSON data block of every page with the remotes it loads (shell/src/federation/remotes.ts). */
export const REMOTES_MANIFEST_ELEMENT_ID = 'iper-remotes-manifest';

/** The JSON data block of every page with the public configuration (@iper/api public-config.ts). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'iper-public-config';

/**
 * The speculation rules of a server-rendered page (server/src/pages/document/speculation-rules.ts):
 * the app removes them when it starts, and its router takes the links over.
 */
export const SPECULATION_RULES_ELEMENT_ID = 'iper-speculation';

/**
 * The one next page a visitor most likely opens, prerendered ahead until the app has started,
 * where a press on a link (SPECULATION_RULES_ELEMENT_ID) starts its prerender too late for a
 * phone: a link marked `later` in the HTML, which the page script (shell/src/page-script/
 * prerender-ahead.ts) turns `now` once the browser is idle; the server's speculation rules
 * prerender every `now` link at once.
 */
export const PRERENDER_AHEAD_ATTRIBUTE = 'data-prerender-ahead';
export const PRERENDER_AHEAD = { later: 'later', now: 'now' } as const;

/** Marks a link whose page is prerendered ahead (`PRERENDER_AHEAD_ATTRIBUTE`). */
export function prerenderAhead(): { 'data-prerender-ahead': typeof PRERENDER_AHEAD.later } {
  return { 'data-prerender-ahead': PRERENDER_AHEAD.later };
}

/**
 * When a part of a server-rendered page needs the app (server/src/pages/document/boot-loader.ts):
 * `load` at once, `near` when it comes within a scroll of the viewport, `idle` when the browser
 * is idle, `intent` when the visitor reaches for anything inside it. Parts that work as HTML
 * (links, forms with a method, the menu) need no mark: the rest of the app starts on first reach.
 */
export type AppStart = 'load' | 'near' | 'idle' | 'intent';

/** The attribute that marks a part of the page as needing the app (`<div {...startsApp('near')}>`). */
export function startsApp(when: AppStart): { 'data-app-start': AppStart } {
  return { 'data-app-start': when };
}

/** The attribute the boot loader puts on an app button tapped before the app took the page. */
export const FIRST_TAP_ATTRIBUTE = 'data-first-tap';

/**
 * Controls the page script answers until the app has taken the page (shell/src/page-script): not
 * the app's for the boot loader, so a tap on one does not wait for the app to start.
 * `locate`: «Usa la mia posizione» (the store list around the visitor's position, by address).
 */
export const PAGE_ACTIONS = { locate: 'locate' } as const;
export type PageAction = keyof typeof PAGE_ACTIONS;
export const PAGE_ACTION_ATTRIBUTE = 'data-page-action';

/** A page control answered by the page script before the app has started (`PAGE_ACTIONS`). */
export function pageAction(action: PageAction): { 'data-page-action': PageAction } {
  return { 'data-page-action': action };
}

/**
 * The language switch's links (layouts/language-switch.tsx): following one is the visitor's choice
 * of language, which the page script remembers; the boot loader holds a click on one until it has.
 */
export const LANGUAGE_LINK_SELECTOR = 'a[href][hreflang]';

/** Dispatched on the document by the page script: the boot loader starts the app. */
export const START_APP_EVENT = 'iper:start-app';

/** The keys pressed on an app control before the app took the page (space-separated `key`s). */
export const FIRST_KEYS_ATTRIBUTE = 'data-first-keys';

/** The JSON data block the boot loader and the page script read (server/src/pages/document). */
export const BOOT_DATA_ELEMENT_ID = 'iper-boot';

export interface BootData {
  /** The app's entry scripts, executed in this order once the app starts. */
  scripts: string[];
  /** Files the app's scripts will ask for, fetched at the same time so nothing waits for them. */
  preload: Array<{ href: string; as: 'script' | 'fetch'; crossorigin?: 'anonymous' }>;
  /** The page script (shell/src/page-script): page view, field data, the offline site. */
  page?: string | undefined;
  /**
   * `load`: the app starts once the page is painted (a signed-in visitor's page: what it shows is
   * theirs, and its page view carries their hashed data); `need`: as the page asks.
   */
  start: Extract<AppStart, 'load'> | 'need';
}

/**
 * The JSON data block of every page that tells the page script what the page is, so it needs
 * neither the route table nor the router (server/src/pages/pages.plugin.ts writes it).
 */
export const PAGE_DATA_ELEMENT_ID = 'iper-page';

export interface PageData {
  /** The analytics page type (SPEC §7). */
  pageType: string;
  /** The route table's pattern (`/punti-vendita/:slug`), never the address; `/` when none. */
  route: string;
  /** The remote that owns the route; null for the shell's own pages. */
  remote: string | null;
  /** A signed-in visitor's page (the app starts at load and counts the page view itself). */
  personal: boolean;
}

/** The attribute the page script leaves on `<html>` with the path whose page view it counted. */
export const PAGE_VIEW_COUNTED_ATTRIBUTE = 'data-page-view-counted';

/** The shopper's store, kept in local storage (SPEC §3 Client storage; @iper/api store-selection.ts). */
export const SELECTED_STORE_STORAGE_KEY = 'selectedStoreId';

/** A guest's shopping list, kept in local storage (@iper/api guest-shopping-list.ts). */
export const GUEST_LIST_STORAGE_KEY = 'iper.guestShoppingList';

/**
 * What a visitor saved in this browser that pages show (their store in the header and on the
 * store and flyer pages, their list on the flyer's products): the server cannot draw it, so a
 * visitor with any of these gets the app at idle (boot-loader.ts).
 */
export const SAVED_IN_BROWSER_STORAGE_KEYS = [SELECTED_STORE_STORAGE_KEY, GUEST_LIST_STORAGE_KEY];
