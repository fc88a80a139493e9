// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GoodTableRow } from '@fixtures/good-table.fixture';
import { EMPTY_FILTERS, filterParams, serverParams } from '@/features/showcase/tables/api';
import { lastPage, pageOf, rowsToCsv, searchRows, sortRows } from '@/features/showcase/tables/tableQuery';
import { nextSort } from '@/features/showcase/tables/useClientTable';

const row = (id: number, fullName: string, salary: number, city: string): GoodTableRow => ({
  id,
  fullName,
  salary,
  city,
  avatar: null,
  email: `${id}@example.com`,
  startDate: '2020-01-01',
  status: 'Current',
  post: 'Operator',
  experience: 1,
});
const rows = [
  row(1, 'Zoe Adams', 50000, 'Lisbon'),
  row(2, 'Ana Brown', 70000, 'Berlin'),
  row(3, 'Mia Chen', 50000, 'lisbon'),
];

describe('client-side table', () => {
  it('searches every shown field, ignoring case', () => {
    expect(searchRows(rows, 'LISBON').map((r) => r.id)).toEqual([1, 3]);
    expect(searchRows(rows, '70000').map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, '  ')).toBe(rows);
  });

  it('sorts numbers as numbers and text alphabetically, ties by id, either way', () => {
    expect(sortRows(rows, 'fullName', 'asc').map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(rows, 'salary', 'desc').map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(rows, 'salary', 'asc').map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('pages and never strands the user past the last page', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(lastPage(5, 2)).toBe(2);
    expect(lastPage(0, 10)).toBe(0);
  });

  it('flips the direction on the sorted column and starts others ascending', () => {
    expect(nextSort({ field: 'salary', direction: 'asc' }, 'salary')).toEqual({ field: 'salary', direction: 'desc' });
    expect(nextSort({ field: 'salary', direction: 'desc' }, 'city')).toEqual({ field: 'city', direction: 'asc' });
  });

  it('exports a selection as CSV, quoting where needed', () => {
    const csv = rowsToCsv([row(7, 'Ann "Nan" Lee', 1, 'Porto, PT')], ['fullName', 'city'], ['Name', 'City']);
    expect(csv).toBe('Name,City\r\n"Ann ""Nan"" Lee","Porto, PT"');
  });
});

describe('requests to the table endpoints', () => {
  it('sends q, sort, page and perPage to the server-side endpoint', () => {
    expect(serverParams({ q: ' ana ', sortBy: 'salary', direction: 'desc', page: 3, perPage: 25 }).toString()).toBe(
      'sort=salary%3Adesc&page=3&perPage=25&q=ana',
    );
    expect(serverParams({ q: '', sortBy: 'id', direction: 'asc', page: 1, perPage: 10 }).has('q')).toBe(false);
  });

  it('sends only the advanced-search filters that are set', () => {
    expect(filterParams({ ...EMPTY_FILTERS, city: 'Porto', salaryMin: '1000', name: '  ' }).toString()).toBe(
      'city=Porto&salaryMin=1000',
    );
  });
});
