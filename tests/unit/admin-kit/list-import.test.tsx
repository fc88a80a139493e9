import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '@/data/dataProvider';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/*
 * The list's Import (issue 34 item 1) against the API server: a file's columns are mapped to fields (guessed from
 * their names and labels in any language), the check marks a bad cell with its message and writes nothing, a fixed file imports all
 * its rows, and Undo moves them to the trash.
 */
serveAreaApi();

beforeEach(() => signInAs(ADMIN));

const csv = (text: string, name = 'companies.csv') => new File([text], name, { type: 'text/csv' });

/** The live companies whose name says they were imported, as the API lists them. */
const importedNames = async () =>
  (
    await dataProvider.getList('company', {
      filter: { q: 'Imported' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    })
  ).data.map((row) => row.name);

async function choose(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
}

describe('importing companies from a file', () => {
  it('maps the columns, marks a bad cell, imports the fixed file and undoes it', SLOW, async () => {
    renderApp('/company');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: /Import/ });

    await choose(
      dialog,
      csv('Name,Industry,Country,Notes\r\nImported One,retail,PT,x\r\nImported Two,space mining,ES,y\r\n'),
    );
    // Name and Industry are labels, Country too; "Notes" names no field: left out until someone picks one.
    const fills = await within(dialog).findAllByRole('combobox');
    expect(fills.map((select) => select.textContent)).toEqual(['Name', 'Industry', 'Country', 'Leave out']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    const refused = await within(dialog).findByText(/Nothing can be imported yet: 1 of 2 rows are valid/);
    expect(refused).toBeInTheDocument();
    const bad = dialog.querySelector('td[data-invalid="true"]')!;
    expect(bad).toHaveTextContent('space mining');
    expect(within(dialog).getByRole('button', { name: 'Import 1 record' })).toBeDisabled();

    // The fixed file comes from a German spreadsheet: `;` between cells, the columns named by their German labels.
    await choose(dialog, csv('Name;Branche;Land\r\nImported One;retail;PT\r\nImported Two;energy;ES\r\n', 'fixed.csv'));
    await within(dialog).findByText(/fixed\.csv/);
    expect(
      within(dialog)
        .getAllByRole('combobox')
        .map((select) => select.textContent),
    ).toEqual(['Name', 'Industry', 'Country']);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Check' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 records' }));
    expect(await within(dialog).findByText('2 records imported.')).toBeInTheDocument();
    expect(await importedNames()).toEqual(['Imported One', 'Imported Two']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo the import' }));
    expect(await within(dialog).findByText('2 imported records moved to the trash.')).toBeInTheDocument();
    expect(await importedNames()).toEqual([]);
  });
});
