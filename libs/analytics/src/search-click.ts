import { sendInsightsEvent, startInsights, type InsightsConfig } from './insights';

/**
 * A click on a site search result (SPEC §3): reported to search analytics with its index, object,
 * position and queryID, and, for a product, remembered so that adding that product to the
 * shopping list can be reported as a conversion of the same search. The results are links the
 * server draws: the page script reports their clicks (`reportSearchClicks`), before the app has
 * started and after, once.
 */
export interface SearchResultClick {
  index: string;
  objectID: string;
  /** 1-based, as the engine counts. */
  position: number;
  /** Present when the engine records clicks (clickAnalytics). */
  queryID?: string;
  /** Only a product's click is remembered for a conversion. */
  product: boolean;
}

export type SearchClick = Required<Pick<SearchResultClick, 'index' | 'objectID' | 'queryID'>>;

/** The result link's attribute that carries its click (JSON of a SearchResultClick). */
export const SEARCH_RESULT_ATTRIBUTE = 'data-search-result';

/** Kept for this tab only (session storage), and only for the last click. */
const STORAGE_KEY = 'iper.searchClick';

/** The attributes of a result link. */
export function searchResultAttributes(click: SearchResultClick): Record<string, string> {
  return { [SEARCH_RESULT_ATTRIBUTE]: JSON.stringify(click) };
}

export function rememberSearchClick(click: SearchClick): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(click));
  } catch {
    // No storage: the conversion simply is not attributed.
  }
}

/** The remembered click if it was on this object. */
export function searchClickFor(objectID: string): SearchClick | undefined {
  try {
    const click = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as SearchClick | null;
    return click && click.objectID === objectID && click.queryID && click.index ? click : undefined;
  } catch {
    return undefined;
  }
}

function clickOf(link: Element): SearchResultClick | undefined {
  try {
    const click = JSON.parse(link.getAttribute(SEARCH_RESULT_ATTRIBUTE) ?? '') as SearchResultClick;
    return typeof click.index === 'string' && typeof click.objectID === 'string'
      ? click
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every click on a result link of the page, reported (with consent) and remembered. The client
 * starts on the first click if the page has not started it: its user token is the _ALGOLIA
 * cookie's, the signed-in visitor's uid included.
 */
export function reportSearchClicks(insights: InsightsConfig): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest(`a[${SEARCH_RESULT_ATTRIBUTE}]`)
        : null;
    const click = link && clickOf(link);
    if (!click) return;
    const { index, objectID, position, queryID, product } = click;
    if (product && queryID) rememberSearchClick({ index, objectID, queryID });
    startInsights(insights);
    void sendInsightsEvent('click', {
      eventName: 'Risultato di ricerca cliccato',
      index,
      objectIDs: [objectID],
      positions: [position],
      ...(queryID ? { queryID } : {}),
    });
  });
}
