export type PaginationItem = number | 'ellipsis';

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side, and
 * an ellipsis for each gap of two pages or more (a gap of one shows that page instead).
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const pages = new Set([1, pageCount]);
  for (let p = current - siblings; p <= current + siblings; p += 1)
    if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('ellipsis');
    items.push(p);
  });
  return items;
}
