import type { RouteDefinition } from './route-table';

/**
 * Pages behind a session or for guests only stay client-rendered: their HTML would be personal or
 * depend on who asks, and they are not what crawlers or link previews need.
 */
const CLIENT_ONLY_RULES = new Set(['auth', 'guest', 'change-password', 'registration']);

/** Whether the server renders a route's pages (the render worker, the release gate's smoke test). */
export function isServerRendered(route: RouteDefinition): boolean {
  return !route.rules.some((rule) => CLIENT_ONLY_RULES.has(rule));
}
