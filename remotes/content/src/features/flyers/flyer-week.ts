import { FLYER_WEEK_DAYS } from '@iper/contracts';
import { onFirstUse } from '@iper/design-system';

const weekday = onFirstUse(
  () => new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', timeZone: 'UTC' }),
);

/** The 7 days a flyer covers (SPEC §9 week view), as 'gio 19' … 'mer 25'. */
export function flyerWeekDays(validFrom: string): { iso: string; label: string }[] {
  const [year, month, day] = validFrom.split('-').map(Number) as [number, number, number];
  return Array.from({ length: FLYER_WEEK_DAYS }, (_, offset) => {
    const date = new Date(Date.UTC(year, month - 1, day + offset, 12));
    return { iso: date.toISOString().slice(0, 10), label: weekday().format(date) };
  });
}
