import { safeRedirectTarget } from '@iper/routes';

/**
 * Where the login sends the user back to. Who may open a page is not decided here: the route
 * table's session rules (`withSessionRule` in `@iper/routes`) apply to every page from the table.
 */

/** The internal path to come back to after login (after login the default is the account home). */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  return safeRedirectTarget(target, fallback);
}
