// What the site puts on window, as the journeys read it.
export {};
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
