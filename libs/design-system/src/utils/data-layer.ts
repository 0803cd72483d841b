import { pushToDataLayer } from '@iper/analytics';

/** A GA4 event the tag manager picks up from window.dataLayer (SPEC §3 Button `ga4`). */
export interface Ga4Event {
  eventName: string;
  label?: string;
}

/** Pushes a GA4 event, only with the visitor's consent to analytics (see @iper/analytics). */
export function pushDataLayerEvent({ eventName, label }: Ga4Event): void {
  pushToDataLayer(label === undefined ? { event: eventName } : { event: eventName, label });
}
