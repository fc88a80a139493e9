import { test } from '@playwright/test';
import { exportFilteredCompanies, findCompanyByKeyboard, importFixAndUndo } from './support/dataFlows';
import { appReady, signInAs } from './support/session';

/*
 * Issue 34 against the API server: a CSV import with a bad row fixed and undone, a company found from the navbar with
 * the keyboard only, and a filtered list exported and read back. tests/e2e/browser-only/ runs the same flows in the
 * browser-only mode.
 */

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('import a CSV: the bad cell says why, the fixed file imports, Undo moves exactly its rows to the trash', async ({
  page,
}) => {
  await page.goto('/company');
  await appReady(page);
  await importFixAndUndo(page, 'Imported E2E');
});

test('a company found from the navbar with the keyboard only', async ({ page }) => {
  await page.goto('/home');
  await appReady(page);
  await findCompanyByKeyboard(page, 'Bluefin Analytics');
});

test('the export of a filtered list holds the rows the list shows', async ({ page }) => {
  await page.goto('/company');
  await appReady(page);
  await exportFilteredCompanies(page, 'France');
});
