import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readableFields } from '@/admin-kit/fields/fieldsOf';
import { areaOf } from '@/admin-kit/areas';
import { showGroups } from '@/admin-kit/show/ResourceShow';
import { AREAS, english, row, rows, seededRecord, shownName, t, validSample, type Row } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

const api = serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

const SCRIPTED =
  '<p>Safe text</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>';

describe.each(AREAS)('%s records', (area, declaration) => {
  const { representation, exampleId } = declaration;

  it.runIf(Boolean(declaration.paths.edit))('edit persists', SLOW, async () => {
    const before = await row(area, exampleId);
    const hashBefore = before.passwordHash;
    renderApp(`/${area}/${exampleId}`, { notifications: true });
    // The record's name field comes first (a repeater further down may have a field of the same name).
    const [input] = await screen.findAllByLabelText(new RegExp(`^${english(area, representation)}`));
    await waitFor(() => expect(input).toHaveValue(String(before[representation])));
    const renamed = `${String(before[representation])} revised`;
    // Typed at the end of the name (the cursor goes there): each key re-validates the form, so fewer keys, faster.
    await userEvent.type(input, ' revised');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await row(area, exampleId))[representation]).toBe(renamed));
    await waitFor(() => expect(locationNow()).not.toBe(`/${area}/${exampleId}`));
    // The message names the record, in green.
    const notice = await screen.findByText(`${t(`resources.${area}.name`, { smart_count: 1 })} ${renamed} saved`);
    expect(notice.closest('.MuiSnackbarContent-root')?.className).toMatch(/success/);
    const after = await row(area, exampleId);
    expect(after.updatedAt).not.toBe(before.updatedAt);
    // A write-only secret left empty keeps its value.
    expect(after.passwordHash).toBe(hashBefore);
  });

  it.runIf(Boolean(declaration.paths.show))(
    'show renders every readable field, references as links, rich text sanitised',
    SLOW,
    async () => {
      const richText = readableFields(areaOf(area)).find((f) => f.widget === 'richText');
      if (richText) await api.update(area, exampleId, { [richText.source]: SCRIPTED });
      const record = await row(area, exampleId);
      renderApp(`/${area}/${exampleId}/show`);
      await screen.findAllByText(shownName(area, record, representation));
      // Every readable field is labelled on the page, in its section or tab.
      for (const group of showGroups(areaOf(area))) {
        if (declaration.form.layout === 'tabs') fireEvent.click(screen.getByRole('tab', { name: t(group.title) }));
        for (const field of group.fields)
          expect((await screen.findAllByText(english(area, field.source))).length).toBeGreaterThan(0);
        if (richText && group.fields.includes(richText)) {
          // The sanitiser loads with the first rich text shown as HTML.
          expect(await screen.findByText('Safe text')).toBeInTheDocument();
          expect(document.querySelector('main script')).toBeNull();
          expect(document.querySelector('main [onerror]')).toBeNull();
        }
      }
      if (declaration.form.layout === 'tabs')
        fireEvent.click(screen.getByRole('tab', { name: t(showGroups(areaOf(area))[0].title) }));
      for (const field of readableFields(areaOf(area)).filter(
        (f) => f.widget === 'reference' && record[f.source] != null,
      )) {
        const target = areaOf(field.reference);
        const referenced = await row(target.name, record[field.source] as number);
        const link = await screen.findByRole('link', { name: String(referenced[target.representation]) });
        expect(link.getAttribute('href')).toMatch(new RegExp(`^/${target.name}/${referenced.id}`));
      }
      expect(screen.queryByLabelText('Password')).toBeNull();
    },
  );

  it.runIf(!declaration.paths.edit && Boolean(declaration.paths.show))(
    "sends the record's address to its detail page (there is no edit view)",
    SLOW,
    async () => {
      renderApp(`/${area}/${exampleId}`);
      await waitFor(() => expect(locationNow()).toBe(`/${area}/${exampleId}/show`));
      expect(
        (
          await screen.findAllByText(
            shownName(area, await row(area, exampleId), representation),
            {},
            { timeout: 10_000 },
          )
        ).length,
      ).toBeGreaterThan(0);
    },
  );

  it.runIf(!declaration.server?.readOnly)(
    'delete moves the record to the trash without asking, with an Undo, and goes back to the list',
    SLOW,
    async () => {
      const sample = validSample(declaration, 'doomed');
      delete sample.password;
      // The example's stored values under the sample's: a field the add form leaves to the server (a status) is set.
      const { id: _exampleId, ...example } = seededRecord(area, exampleId);
      const doomed: Row = await api.insert(area, {
        ...example,
        ...sample,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
      const trashed = async () => (await rows(area)).find((r) => r.id === doomed.id)?.deletedAt;
      // From the detail page, which renders far faster than a form; the first area's from its edit page (the form's
      // toolbar holds the same TrashButton).
      const fromEdit = declaration.paths.edit && (!declaration.paths.show || area === AREAS[0]![0]);
      renderApp(fromEdit ? `/${area}/${doomed.id}` : `/${area}/${doomed.id}/show`, { notifications: true });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      // Reversible, so no confirmation: the notice offers Undo, and the record goes once it closes.
      expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(async () => expect(await trashed()).toBeTruthy());
      await waitFor(() => expect(locationNow()).toMatch(new RegExp(`^/${area}(\\?|$)`)));
    },
  );
});
