import type { JobPositionSummary } from '@iper/contracts';

/** Whether the town needs saying after the store's name ('Iper Arese' says it; 'Iper Udine' in Tavagnacco does not). */
export function placeAfterStore(
  position: Pick<JobPositionSummary, 'store' | 'place'>,
): string | undefined {
  if (!position.store) return position.place;
  return position.store.name.toLowerCase().endsWith(position.place.toLowerCase())
    ? undefined
    : position.place;
}

/** Where the work is: 'Iper Arese', 'Iper Udine, Tavagnacco', 'Sede, Milano'. */
export function placeText(position: Pick<JobPositionSummary, 'store' | 'place'>): string {
  if (!position.store) return `Sede, ${position.place}`;
  const town = placeAfterStore(position);
  return town ? `${position.store.name}, ${town}` : position.store.name;
}
