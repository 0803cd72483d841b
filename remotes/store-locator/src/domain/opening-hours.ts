import type { Store } from '@iper/contracts';

/** Today's opening hours of a store ('08:30-21:00'), or undefined when it is closed today. */
export function todaysHours(store: Pick<Store, 'orari'>, today: Date = new Date()): string | undefined {
  const day = store.orari.find((entry) => entry.giorno === today.getDay());
  return day?.orario || undefined;
}
