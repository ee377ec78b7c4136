/** Page size of every list in the studio (docs/architecture.md, Page sizes: 25). */
export const STUDIO_PAGE_SIZE = 25;

/** Number of pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 1-based positions of the first and last item shown on `page`, or null when it shows none. */
export function itemRangeOf(page: number, pageSize: number, total: number): { first: number; last: number } | null {
  const first = (page - 1) * pageSize + 1;
  if (total <= 0 || first > total) return null;
  return { first, last: Math.min(page * pageSize, total) };
}
