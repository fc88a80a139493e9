/** The slice of a list shown on one page, 1-based, with the page clamped to the pages that exist. */
export function pageSlice<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { rows: T[]; page: number; pageCount: number; from: number; to: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  const rows = items.slice(start, start + perPage);
  return { rows, page: current, pageCount, from: rows.length ? start + 1 : 0, to: start + rows.length };
}
