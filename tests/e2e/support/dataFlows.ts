import { expect, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

/*
 * Bringing data in, finding it and taking it out (issue 34), as a person does it on the companies list; shared by the
 * server's suite (tests/e2e/data-in-out.spec.ts) and the browser-only one, where the same server app runs in the page.
 */

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

/** The text of a download. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * On the companies list: a file with one bad row is checked and the bad cell shows its message, nothing written; the
 * fixed file imports both rows; Undo moves them to the trash. `prefix` names the companies (unique per test).
 */
export async function importFixAndUndo(page: Page, prefix: string) {
  const names = [`${prefix} One`, `${prefix} Two`];
  const search = page.getByPlaceholder('Search');
  const listed = page.getByRole('link', { name: new RegExp(`^${prefix} `) });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Import/ });
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles(
    csvFile('companies.csv', `Name,Industry,Country\r\n${names[0]},retail,PT\r\n${names[1]},space mining,ES\r\n`),
  );
  await expect(dialog.getByRole('combobox')).toHaveText(['Name', 'Industry', 'Country']);
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/1 of 2 rows are valid/);
  const bad = dialog.locator('td[data-invalid="true"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('space mining');
  await expect(bad.getByRole('note')).not.toBeEmpty();
  await expect(dialog.getByRole('button', { name: 'Import 1 record' })).toBeDisabled();

  await input.setInputFiles(
    csvFile('fixed.csv', `Name,Industry,Country\r\n${names[0]},retail,PT\r\n${names[1]},energy,ES\r\n`),
  );
  await expect(dialog.getByText(/fixed\.csv/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: 'Import 2 records' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 records imported.');
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 imported records moved to the trash.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The list no longer has them; the trash has exactly them.
  await search.fill(prefix);
  await expect(page.locator('.MuiTablePagination-displayedRows, [data-testid="empty"]').first()).toBeVisible();
  await expect(listed).toHaveCount(0);
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  await search.fill(prefix);
  for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible();
}

/** From any page, with the keyboard only: Ctrl+K, the name typed, arrows to the company, Enter opens it. */
export async function findCompanyByKeyboard(page: Page, name: string) {
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await expect(search).toBeFocused();
  await page.keyboard.type(name);
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let step = 0; step < 10 && (await search.getAttribute('aria-activedescendant')) !== id; step++)
    await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', id!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/\d+(\/show)?$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/**
 * The companies list filtered by a country, exported, and the file read back: the same companies as the list shows,
 * in its order, under a header of labels.
 */
export async function exportFilteredCompanies(page: Page, country: string) {
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toHaveText(/of \d+$/);
  const unfiltered = await range.innerText();
  await page.getByRole('combobox', { name: /^Country/ }).click();
  await page.getByRole('option', { name: country }).click();
  await expect(range).not.toHaveText(unfiltered);
  const total = Number((await range.innerText()).match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(10);
  // The rows follow the answer as a deferred value (RenderInSlices): the range can name the new total first.
  const names = page.locator('tbody tr td:nth-child(3) a');
  await expect(names).toHaveCount(total);
  const shown = await names.allInnerTexts();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const [header, ...records] = parse(await downloadedText(await download), { bom: true }) as string[][];
  expect(header).toContain('Name');
  expect(header).toContain('Country');
  expect(records.map((cells) => cells[header!.indexOf('Name')])).toEqual(shown);
}
