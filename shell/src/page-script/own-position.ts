import {
  FIRST_TAP_ATTRIBUTE,
  PAGE_ACTION_ATTRIBUTE,
  PAGE_ACTIONS,
  START_APP_EVENT,
} from '@iper/contracts';

/** How long the browser may take to say where the visitor is before the app is asked instead. */
const POSITION_TIMEOUT_MS = 10_000;
/**
 * Decimals of the position in the address: about a kilometre, enough for a list of stores within
 * 20 km, and no closer to the visitor's door in a link they share or a page view's address.
 */
const POSITION_DECIMALS = 2;

/**
 * «Usa la mia posizione» before the app has taken the page: the browser's position, then the
 * store list around it by its address (`?lat=&lng=`, the route's declared parameters), which the
 * server draws. The tap needs no app (on a phone at 4× CPU, starting the app for it took 1.9 s).
 * When the position cannot be had (refused, unavailable, no geolocation), the tap is held and the
 * app started (START_APP_EVENT): it asks again and says why, as it does once running.
 */
export function answerOwnPositionBeforeApp(): void {
  const selector = `[${PAGE_ACTION_ATTRIBUTE}="${PAGE_ACTIONS.locate}"]`;
  document.addEventListener('click', (event) => {
    // Once the app owns the page, its own button handler answers.
    if (!document.documentElement.hasAttribute('data-hydrating')) return;
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(selector);
    if (!button) return;
    event.preventDefault();
    const askTheApp = () => {
      button.removeAttribute('aria-busy');
      button.setAttribute(FIRST_TAP_ATTRIBUTE, '');
      document.dispatchEvent(new Event(START_APP_EVENT));
    };
    if (!('geolocation' in navigator)) return askTheApp();
    button.setAttribute('aria-busy', 'true');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const url = new URL(window.location.href);
        url.searchParams.delete('luogo');
        url.searchParams.set('lat', coords.latitude.toFixed(POSITION_DECIMALS));
        url.searchParams.set('lng', coords.longitude.toFixed(POSITION_DECIMALS));
        url.hash = '';
        window.location.assign(url.toString());
      },
      askTheApp,
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
