import { http, HttpResponse } from 'msw';
import { GOOD_TABLE_STATUSES, type GoodTableRow } from '@fixtures/good-table.fixture';
import { mockDb } from '../db';

/*
 * The table showcase. `basic` and `row-group` hand over every row (the screen sorts, searches and pages them);
 * `table_ssr` does that work on the server, and `advanced-search` filters per column.
 */
const SORTABLE = ['id', 'fullName', 'email', 'startDate', 'salary', 'status', 'post', 'city', 'experience'] as const;
type SortField = (typeof SORTABLE)[number];
const SEARCHED: Array<keyof GoodTableRow> = ['fullName', 'email', 'post', 'city', 'status'];
const MAX_PER_PAGE = 100;

const allRows = () => mockDb().getAll('goodTableRows', { sort: ['id', 'asc'] }) as GoodTableRow[];
const contains = (value: unknown, needle: string) => String(value).toLowerCase().includes(needle.toLowerCase());
const isSortField = (field: string): field is SortField => (SORTABLE as readonly string[]).includes(field);

function compareBy(field: SortField, descending: boolean) {
  const direction = descending ? -1 : 1;
  return (a: GoodTableRow, b: GoodTableRow) => {
    const x = a[field];
    const y = b[field];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (order || a.id - b.id) * direction;
  };
}

/** `field` or `field:asc|desc`; null when the field cannot be sorted on. */
function parseSort(sort: string | null): { field: SortField; descending: boolean } | null {
  const [field, direction = 'asc'] = (sort || 'id:asc').split(':');
  if (!isSortField(field) || !['asc', 'desc'].includes(direction)) return null;
  return { field, descending: direction === 'desc' };
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, max) : fallback;
}

function numberOrNull(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export const handlers = [
  http.get('/good-table/basic', () => HttpResponse.json({ rows: allRows() })),

  /** Rows grouped by status, in the statuses' order, each group with its rows by name. */
  http.get('/good-table/row-group', () => {
    const rows = allRows();
    const groups = GOOD_TABLE_STATUSES.map((status) => ({
      id: status,
      label: status,
      rows: rows.filter((row) => row.status === status).sort(compareBy('fullName', false)),
    })).filter((group) => group.rows.length > 0);
    return HttpResponse.json({ groups });
  }),

  /** Per-column filters: name, email, post, city (contains), a start-date range and a salary range. */
  http.get('/good-table/advanced-search', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const text = (['name', 'email', 'post', 'city'] as const).map(
      (key) => [key, params.get(key)?.trim() ?? ''] as const,
    );
    const column: Record<(typeof text)[number][0], keyof GoodTableRow> = {
      name: 'fullName',
      email: 'email',
      post: 'post',
      city: 'city',
    };
    const dateFrom = params.get('dateFrom') ?? '';
    const dateTo = params.get('dateTo') ?? '';
    const salaryMin = numberOrNull(params.get('salaryMin'));
    const salaryMax = numberOrNull(params.get('salaryMax'));
    const rows = allRows().filter(
      (row) =>
        text.every(([key, needle]) => !needle || contains(row[column[key]], needle)) &&
        (!dateFrom || row.startDate >= dateFrom) &&
        (!dateTo || row.startDate <= dateTo) &&
        (salaryMin === null || row.salary >= salaryMin) &&
        (salaryMax === null || row.salary <= salaryMax),
    );
    return HttpResponse.json({ rows, total: rows.length });
  }),

  /** Server-side mode: q (search), sort (`field:asc|desc`), page (from 1) and perPage (at most 100). */
  http.get('/good-table/table_ssr', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const sort = parseSort(params.get('sort'));
    if (!sort) return HttpResponse.json({ error: `Cannot sort by "${params.get('sort')}"` }, { status: 400 });
    const q = params.get('q')?.trim() ?? '';
    const page = positiveInt(params.get('page'), 1);
    const perPage = positiveInt(params.get('perPage'), 10, MAX_PER_PAGE);
    const matching = allRows()
      .filter((row) => !q || SEARCHED.some((key) => contains(row[key], q)))
      .sort(compareBy(sort.field, sort.descending));
    const rows = matching.slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({ rows, total: matching.length, page, perPage });
  }),
];
