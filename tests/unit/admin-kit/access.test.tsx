import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { pathsOf } from '@/admin-kit/declaration';
import { areaRouteEntries } from '@/admin-kit/routeEntriesOf';
import { dataProvider } from '@/data/dataProvider';
import { AREAS, SEED_PATHS, row, rows, validSample } from './areas';
import { CLIENT, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();

const NOT_AUTHORIZED = '/pages/miscellaneous/not-authorized';
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('every area', () => {
  it('includes the twelve of the seed', () => {
    expect(AREAS.map(([name]) => name)).toEqual(expect.arrayContaining(Object.keys(SEED_PATHS)));
  });
});

describe.each(AREAS)('%s access', (area, declaration) => {
  it('has exactly the paths of the seed, each guarded by the right ability, with examples that exist', async () => {
    const paths = [
      declaration.paths.list,
      declaration.paths.add,
      declaration.paths.show,
      declaration.paths.edit,
    ].filter(Boolean);
    // The seed's areas have the seed's paths; an area added later has those its views call for.
    const expected = SEED_PATHS[area] ?? Object.values(pathsOf(area, declaration.views)).filter(Boolean);
    expect(paths.sort()).toEqual([...expected].sort());
    const entries = areaRouteEntries().filter((e) => e.subject === area);
    const actionOf = (path: string | undefined) => entries.find((e) => e.path === path)?.action;
    expect(actionOf(declaration.paths.list)).toBe('read');
    if (declaration.paths.add) expect(actionOf(declaration.paths.add)).toBe('store');
    if (declaration.paths.edit) expect(actionOf(declaration.paths.edit)).toBe('edit');
    if (declaration.paths.show) expect(actionOf(declaration.paths.show)).toBe('read');
    expect(entries.find((e) => e.path === declaration.paths.list)?.menu?.group).toBe('management');
    for (const example of entries.flatMap((e) => e.examples ?? [])) {
      const id = example.split('/')[2];
      expect(await row(area, Number(id))).toBeTruthy();
    }
  });

  it('refuses a client: no screens, and the API answers 403', SLOW, async () => {
    await signInAs(CLIENT);
    expect(
      await statusOf(
        dataProvider.getList(area, {
          pagination: { page: 1, perPage: 5 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        }),
      ),
    ).toBe(403);
    expect(await statusOf(dataProvider.create(area, { data: validSample(declaration, 'intruder') }))).toBe(403);
    const before = (await rows(area)).length;
    const { unmount } = renderApp(`/${area}`);
    await waitFor(() => expect(locationNow()).toBe(NOT_AUTHORIZED));
    unmount();
    if (declaration.paths.add) {
      renderApp(`/${area}/add`);
      await waitFor(() => expect(locationNow()).toBe(NOT_AUTHORIZED));
    }
    expect(await rows(area)).toHaveLength(before);
  });
});

describe('an administrator with a read-only role (Viewer)', () => {
  it('sees lists without add, edit or delete, and the API refuses writes', SLOW, async () => {
    const viewer = await signInAs({ email: 'viewer@demo.com' });
    expect(viewer.id).toBe(5);
    renderApp('/company');
    await screen.findAllByText('Alder Biotech');
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(await statusOf(dataProvider.delete('company', { id: 1, previousData: { id: 1 } }))).toBe(403);
    expect(await statusOf(dataProvider.getOne('company', { id: 1 }))).toBe(200);
  });

  it("opening a record's edit address lands on its detail page, not on 'not authorized'", SLOW, async () => {
    await signInAs({ email: 'viewer@demo.com' });
    const company = await row('company', 1);
    renderApp('/company/1');
    await waitFor(() => expect(locationNow()).toBe('/company/1/show'));
    await screen.findAllByText(String(company.name));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('may select rows and export them, but is offered no bulk delete', SLOW, async () => {
    await signInAs({ email: 'viewer@demo.com' });
    renderApp('/company');
    await screen.findAllByText('Alder Biotech');
    const [firstRow] = await screen.findAllByRole('checkbox', { name: /^Select (?!all)/ });
    fireEvent.click(firstRow);
    // The bulk bar shows, with the export of the selection beside the list's own Export.
    await screen.findByText('1 item selected');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
