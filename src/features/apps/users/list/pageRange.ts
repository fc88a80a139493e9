export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The 1-based positions shown on a page ("showing 11 to 20 of 43"); 0 to 0 when nothing matches. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total), pages };
}
