import type { CdnStory, ProductionContent } from '@iper/contracts';
import { calendarRows, fieldWork, harvestedIn } from './calendar';

const production = (slug: string, title: string, transplanting: number[], harvesting: number[]) =>
  ({
    full_slug: `le-nostre-produzioni/orto/${slug}`,
    content: { component: 'production', title, transplanting, harvesting },
  }) as unknown as CdnStory<ProductionContent>;

const TOMATOES = production('pomodori', 'Pomodori', [4, 5], [7, 8, 9]);
const SALAD = production('insalate', 'Insalate', [3, 4, 5, 8, 9], [5, 6, 7, 10, 11]);

describe('the calendar of the fields', () => {
  it('marks each month as transplanting, harvesting, both or nothing', () => {
    expect(fieldWork(SALAD.content, 5)).toBe('both');
    expect(fieldWork(SALAD.content, 3)).toBe('transplanting');
    expect(fieldWork(SALAD.content, 10)).toBe('harvesting');
    expect(fieldWork(SALAD.content, 1)).toBeUndefined();
  });

  it('gives a row of twelve months per production, January first', () => {
    const [row] = calendarRows([TOMATOES]);
    expect(row).toMatchObject({ name: 'Pomodori', path: '/le-nostre-produzioni/orto/pomodori' });
    expect(row?.months).toEqual([
      undefined,
      undefined,
      undefined,
      'transplanting',
      'transplanting',
      undefined,
      'harvesting',
      'harvesting',
      'harvesting',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('lists what is harvested in a month', () => {
    expect(harvestedIn([TOMATOES, SALAD], 7).map((story) => story.content.title)).toEqual([
      'Pomodori',
      'Insalate',
    ]);
    expect(harvestedIn([TOMATOES, SALAD], 12)).toEqual([]);
  });
});
