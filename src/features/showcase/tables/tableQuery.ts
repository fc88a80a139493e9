import { toCsv } from '@/contract/csv';
import type { GoodTableRow, SortDirection } from './api';

/** Search, sort and paging done in the page, for tables that hold every row (client mode). */

export const SEARCHED_FIELDS: Array<keyof GoodTableRow> = [
  'fullName',
  'email',
  'post',
  'city',
  'status',
  'startDate',
  'salary',
];

export function searchRows(rows: GoodTableRow[], query: string, fields = SEARCHED_FIELDS): GoodTableRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    fields.some((field) =>
      String(row[field] ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  );
}

export function sortRows(rows: GoodTableRow[], field: keyof GoodTableRow, direction: SortDirection): GoodTableRow[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    return (order || a.id - b.id) * sign;
  });
}

/** One page (`page` from 0) of the rows. */
export const pageOf = <T>(rows: T[], page: number, perPage: number): T[] =>
  rows.slice(page * perPage, (page + 1) * perPage);

/** The last page that still has rows, so a shrinking result never leaves the table on an empty page. */
export const lastPage = (total: number, perPage: number) => Math.max(0, Math.ceil(total / perPage) - 1);

/** A CSV file of rows, for exporting a selection (src/contract/csv.ts: quoted where needed, formulas defused). */
export const rowsToCsv = (rows: GoodTableRow[], fields: Array<keyof GoodTableRow>, headers: string[]): string =>
  toCsv(
    headers,
    rows.map((row) => fields.map((field) => row[field])),
  );
