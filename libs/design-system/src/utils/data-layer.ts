/** A GA4 event the tag manager picks up from window.dataLayer (SPEC §3 Button `ga4`). */
export interface Ga4Event {
  eventName: string;
  label?: string;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an event to the tag manager's data layer, creating it when the tag is not loaded yet. */
export function pushDataLayerEvent({ eventName, label }: Ga4Event): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(label === undefined ? { event: eventName } : { event: eventName, label });
}
