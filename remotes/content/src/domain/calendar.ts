import type { CdnStory, ProductionContent } from '@iper/contracts';

/** What happens in the fields in a month: the calendar tab of our productions. */
export type FieldWork = 'transplanting' | 'harvesting' | 'both';

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export interface CalendarRow {
  name: string;
  path: string;
  /** Index 0 is January. */
  months: (FieldWork | undefined)[];
}

export function fieldWork(
  content: Pick<ProductionContent, 'transplanting' | 'harvesting'>,
  month: number,
): FieldWork | undefined {
  const transplanting = content.transplanting?.includes(month) ?? false;
  const harvesting = content.harvesting?.includes(month) ?? false;
  if (transplanting && harvesting) return 'both';
  if (transplanting) return 'transplanting';
  if (harvesting) return 'harvesting';
  return undefined;
}

/** One row per production, in the order given, each month marked with its work. */
export function calendarRows(productions: CdnStory<ProductionContent>[]): CalendarRow[] {
  return productions.map((story) => ({
    name: story.content.title,
    path: `/${story.full_slug}`,
    months: MONTHS.map((month) => fieldWork(story.content, month)),
  }));
}

/** The productions harvested in a month (the calendar's "in season now"). */
export function harvestedIn(
  productions: CdnStory<ProductionContent>[],
  month: number,
): CdnStory<ProductionContent>[] {
  return productions.filter((story) => story.content.harvesting?.includes(month));
}
