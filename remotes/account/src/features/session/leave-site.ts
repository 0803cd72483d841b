/** Sends the browser to another site (a social provider's sign-in page). */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
