import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@/data/dataProvider';

/* The API answers at most 1,000 rows a request: a longer first page (CSV export) is fetched in pages. */
describe('dataProvider.getList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches an export of 2,500 rows as three requests of at most 1,000', async () => {
    const ranges: Array<[number, number]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const [first, last] = JSON.parse(url.searchParams.get('range')!) as [number, number];
        ranges.push([first, last]);
        const end = Math.min(last, 2499);
        const rows = Array.from({ length: end - first + 1 }, (_, i) => ({ id: first + i + 1 }));
        return new Response(JSON.stringify(rows), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Range': `user ${first}-${end}/2500` },
        });
      }),
    );
    const answer = await dataProvider.getList('user', {
      pagination: { page: 1, perPage: 5000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ranges).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
    expect(answer.total).toBe(2500);
    expect(answer.data).toHaveLength(2500);
    expect(answer.data.at(-1)!.id).toBe(2500);
  });

  it('asks for an ordinary page once', async () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Range': 'user */0' } }));
    vi.stubGlobal('fetch', fetch);
    await dataProvider.getList('user', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
