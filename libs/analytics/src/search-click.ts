/**
 * Which search result led here: remembered when a product hit is clicked, so that adding that
 * product to the shopping list can be reported as a conversion of the same search (queryID).
 * Kept for this tab only (session storage), and only for the last click.
 */
const STORAGE_KEY = 'iper.searchClick';

export interface SearchClick {
  index: string;
  objectID: string;
  queryID: string;
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
