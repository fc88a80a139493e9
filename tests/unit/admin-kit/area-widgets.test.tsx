import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useResourceContext } from 'react-admin';
import { z } from 'zod';
import { defineModel } from '@schemas/kit/model';
import { defineArea, areaMetaOf } from '@/admin-kit/declaration';
import { routeEntriesOf } from '@/admin-kit/routeEntriesOf';
import { rows } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

const UNKNOWN = 'No language is known by this code';

describe('an area-local widget (languages: the ISO code)', () => {
  it(
    'names the language as its code is typed, stores the code as typed and marks an unknown code in the list',
    SLOW,
    async () => {
      const { unmount } = renderApp('/language/add');
      const code = await screen.findByLabelText(/^ISO code/);
      expect(
        await screen.findByText('Type a code such as de or pt-BR: the language it names shows here'),
      ).toBeInTheDocument();
      await userEvent.type(code, 'de-CH');
      expect(await screen.findByText('Swiss High German — Schweizer Hochdeutsch')).toBeInTheDocument();

      await userEvent.clear(code);
      await userEvent.type(code, 'xx');
      expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/^Name/), 'Made-up');
      await userEvent.type(screen.getByLabelText(/^Native name/), 'Made-up');
      const before = (await rows('language')).length;
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(async () => expect(await rows('language')).toHaveLength(before + 1));
      expect((await rows('language')).find((row) => row.name === 'Made-up')?.code).toBe('xx');

      // Saving goes to the list, where the made-up code is marked and a real one is not.
      await waitFor(() => expect(locationNow()).toMatch(/^\/language(\?|$)/));
      unmount();
      renderApp('/language?perPage=50');
      const made = await screen.findByRole('row', { name: /Made-up/ });
      expect(within(made).getByRole('img', { name: UNKNOWN })).toBeInTheDocument();
      const english = await screen.findByRole('row', { name: /English/ });
      expect(within(english).queryByRole('img', { name: UNKNOWN })).toBeNull();
    },
  );
});

describe('a declaration replacing a view', () => {
  const schema = z.object({ title: z.string() });
  function OwnList() {
    return <p>own list of {useResourceContext()}</p>;
  }
  const model = defineModel({
    name: 'own-area',
    order: 99,
    schema,
    representation: 'title',
    list: { sort: { field: 'title', order: 'ASC' }, search: [], filters: [], sortable: ['title'] },
  });
  const declaration = areaMetaOf(
    defineArea({
      name: 'own-area',
      model: async () => ({ default: model }),
      views: ['list', 'edit'],
      list: { columns: ['title'] },
      representation: 'title',
      menu: { icon: 'FolderOutlined' },
      components: { list: async () => ({ default: OwnList }) },
      exampleId: 1,
    }),
    99,
  );

  it("serves the area's own component from the route table, in the area's resource context", async () => {
    const list = routeEntriesOf(declaration).find((entry) => entry.path === '/own-area')!;
    const { default: Screen } = await list.screen();
    render(<Screen />);
    expect(screen.getByText('own list of own-area')).toBeInTheDocument();
  });

  it("accepts only the schema's fields and the declared views (checked by the compiler)", () => {
    const typed = defineModel({ ...model, name: 'typed' });
    const base = {
      name: 'typed' as const,
      model: async () => ({ default: typed }),
      views: ['list'] as const,
      representation: 'title' as const,
      list: { columns: ['title' as const] },
      menu: { icon: 'FolderOutlined' as const },
      exampleId: 1,
    };
    // @ts-expect-error: the schema has no field "titel"
    defineArea({ ...base, widgets: { titel: {} } });
    // @ts-expect-error: "index" is not a view
    defineArea({ ...base, components: { index: async () => ({ default: OwnList }) } });
    // @ts-expect-error: the model is named "typed"
    defineArea({ ...base, name: 'typo' });
    // @ts-expect-error: no icon is named "Folder" (src/admin-kit/areaIcons.ts)
    defineArea({ ...base, menu: { icon: 'Folder' } });
    expect(defineArea({ ...base, widgets: { title: {} } }).widgets).toEqual({ title: {} });
  });
});
