import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '@/data/dataProvider';
import { areaOf } from '@/admin-kit/areas';
import { readableField } from '@/admin-kit/fields/fieldsOf';
import { AREAS, english, rows, seededRows, shownName, text, type Row } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

const api = serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

/** The total of the "1-10 of 24" pagination label. */
async function shownTotal(expected?: number): Promise<number> {
  let total = -1;
  await waitFor(() => {
    const match = document.querySelector('.MuiTablePagination-displayedRows')?.textContent?.match(/\d+-\d+ of (\d+)/);
    expect(match).not.toBeNull();
    total = Number(match![1]);
    if (expected !== undefined) expect(total).toBe(expected);
  });
  return total;
}

const bodyRows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];
const query = () => decodeURIComponent(locationNow());
/** The first record in the API's order, as the API answers it. */
const firstOf = async (area: string, field: string, order: 'asc' | 'desc') =>
  (
    await dataProvider.getList<Row>(area, {
      pagination: { page: 1, perPage: 1 },
      sort: { field, order: order === 'asc' ? 'ASC' : 'DESC' },
      filter: {},
    })
  ).data[0];

describe.each(AREAS)('the %s list', (area, declaration) => {
  const { representation } = declaration;

  it('loads in the declared order, sorts by a column and narrows by full-text search', SLOW, async () => {
    const all = seededRows(area);
    const { field, order } = declaration.list.sort;
    const pageSize = declaration.list.perPage[0];
    renderApp(`/${area}`);
    await shownTotal(all.length);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(all.length, pageSize)));
    const first = await firstOf(area, field, order.toLowerCase() as 'asc' | 'desc');
    expect(bodyRows()[0]).toHaveTextContent(shownName(area, first, representation));

    // Sort by the representation column (descending when it already is the ascending default).
    const nextOrder = field === representation && order === 'ASC' ? 'desc' : 'asc';
    fireEvent.click(document.querySelector(`thead [data-field="${representation}"]`)!);
    await waitFor(() =>
      expect(query()).toMatch(new RegExp(`order=${nextOrder.toUpperCase()}.*sort=${representation}(&|$)`)),
    );
    const nextFirst = await firstOf(area, representation, nextOrder);
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(shownName(area, nextFirst, representation)));

    // Search: a word of one record's name matches only the records whose search fields contain it.
    const words = text(all[Math.min(2, all.length - 1)], representation).split(/\s+/);
    const term = [...words].sort((a, b) => b.length - a.length)[0].slice(0, 6);
    const matches = all.filter((r) =>
      declaration.list.search.some((f) => text(r, f).toLowerCase().includes(term.toLowerCase())),
    );
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(all.length);
    await userEvent.type(screen.getByPlaceholderText('Search'), term);
    await waitFor(() => expect(query()).toContain(`"q":"${term}"`));
    await shownTotal(matches.length);
  });

  it.runIf(declaration.list.filters.length > 0)('narrows by each typed filter', SLOW, async () => {
    const all = seededRows(area);
    for (const source of declaration.list.filters) {
      const field = readableField(areaOf(area), source);
      const holder = all.find(
        (r) =>
          r[source] !== null &&
          r[source] !== undefined &&
          !(Array.isArray(r[source]) && !(r[source] as unknown[]).length),
      );
      // The demo data holds no value for some filters (an activity's import id: tests/contract/v1/import.test.ts
      // filters by it); every other filter is narrowed by a value a record holds.
      if (!holder) {
        expect(`${area}.${source}`).toBe('activity.importId');
        continue;
      }
      if (field.widget === 'date' || field.widget === 'datetime') {
        // A date range of one day, from its two inputs.
        const day = String(holder[source]).slice(0, 10);
        const until = field.widget === 'datetime' ? `${day}T23:59:59.999Z` : day;
        const { unmount } = renderApp(
          `/${area}?filter=${encodeURIComponent(JSON.stringify({ [`${source}_gte`]: day, [`${source}_lte`]: until }))}`,
        );
        // findBy proves the input was shown; the filter form may re-render it, so the element is not kept.
        await screen.findByLabelText(`${english(area, source)}: from`);
        await shownTotal(all.filter((r) => String(r[source] ?? '').slice(0, 10) === day).length);
        unmount();
        continue;
      }
      const value = Array.isArray(holder[source]) ? (holder[source] as unknown[])[0] : holder[source];
      const expected = all.filter((r) =>
        Array.isArray(r[source]) ? (r[source] as unknown[]).includes(value) : r[source] === value,
      ).length;
      expect(expected).toBeLessThan(all.length);
      const { unmount } = renderApp(`/${area}?filter=${encodeURIComponent(JSON.stringify({ [source]: value }))}`);
      // The typed input shows the filter, and only matching records are listed.
      await screen.findByLabelText(english(area, source));
      await shownTotal(expected);
      if (field.widget === 'select' || field.widget === 'switch') {
        // Choosing another value through the input narrows the list again (queried afresh: the filter form re-renders).
        const other = all.find((r) => r[source] !== value && r[source] !== null)![source];
        fireEvent.mouseDown(await screen.findByLabelText(english(area, source)));
        const listbox = await screen.findByRole('listbox');
        const options = within(listbox).getAllByRole('option');
        const option =
          field.widget === 'switch'
            ? options.find((o) => o.textContent === (other ? 'Yes' : 'No'))!
            : options.find((o) => o.getAttribute('data-value') === String(other))!;
        fireEvent.click(option);
        await shownTotal(all.filter((r) => r[source] === other).length);
      }
      unmount();
    }
  });
});

describe('an area with no records', () => {
  it('shows an empty state whose add button leads to /add', SLOW, async () => {
    for (const record of await rows('content-company'))
      await api.update('content-company', record.id, { deletedAt: new Date().toISOString() });
    renderApp('/content-company');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/content-company/add');
  });
});
