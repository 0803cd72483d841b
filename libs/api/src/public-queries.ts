/**
 * Queries whose answer is the same for every visitor (stores, flyers, job positions): a server
 * render fetches them and hands them to the browser with the page. Every other query is personal
 * or session-bound and is only ever made by the browser, with the visitor's cookies. Each remote
 * declares its public queries next to their definitions.
 */
const publicQueries = new Set<string>();

export function declarePublicQueries(...endpointNames: string[]): void {
  for (const name of endpointNames) publicQueries.add(name);
}

export function isPublicQuery(endpointName: string): boolean {
  return publicQueries.has(endpointName);
}
