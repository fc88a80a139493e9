import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from './support/navigate';
import { appReady, signInAs, watchErrors } from './support/session';

/*
 * Every area has a detail page a reader can open: a Viewer clicks a list's first row and reads the record; an
 * administrator's row click opens the edit page, and the detail page offers Edit to who may edit.
 * Run: rm -rf dist-b && E2E_DIST=dist-b E2E_SERVER_DIST=dist-server-b E2E_PORT=4212 npx playwright test tests/e2e/read-only-records.spec.ts --workers=1
 */

const AREAS = [
  { area: 'admin', field: 'fullName' },
  { area: 'user', field: 'fullName' },
  { area: 'contributor', field: 'name' },
  { area: 'role', field: 'name' },
  { area: 'language', field: 'name' },
  { area: 'company', field: 'name' },
  { area: 'content-intelektual', field: 'title' },
  { area: 'content-company', field: 'title' },
  { area: 'how-we', field: 'title' },
  { area: 'content-contribute', field: 'title' },
  { area: 'content-about-us', field: 'title' },
  { area: 'content-privacy', field: 'title' },
] as const;

const rows = (page: Page) => page.locator('tbody tr');
/**
 * A cell of the row with no link or control of its own: a click there is the row's. Reference columns (`column-…Id`)
 * are left out: until the referenced name loads they have no link yet, and a click as it arrives opens that record.
 */
const plainCell = (page: Page) =>
  rows(page).first().locator('td:not(:has(a, button, input)):not([class$="Id"])').first();

/** One record through the API, as the signed-in user may read it. */
async function readRecord(page: Page, path: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (path) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const response = await fetch(`/v1/${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }, path);
}

test('a Viewer opens the first record of every area from its list, read-only', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signInAs(page, 'viewer');
  await page.goto('/home');
  await appReady(page);
  for (const { area, field } of AREAS) {
    // Inside the app, as a menu link would: the areas' records are what is tested, not a page load per area.
    await navigateInApp(page, `/${area}`);
    await expect(rows(page).first()).toBeVisible();
    await plainCell(page).click();
    await expect(page, area).toHaveURL(new RegExp(`/${area}/(\\d+)/show$`));
    const id = /\/(\d+)\/show$/.exec(page.url())![1];
    const record = await readRecord(page, `${area}/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: String(record[field]), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test("a role's permissions read as a matrix, a content page's body as text", async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/role/2/show');
  const matrix = page.getByRole('table');
  await expect(matrix.getByRole('columnheader', { name: 'Read' })).toBeVisible();
  await expect(matrix.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  const record = await readRecord(page, 'content-intelektual/6');
  await page.goto('/content-intelektual/6/show');
  await expect(page.getByRole('heading', { level: 2, name: String(record.title), exact: true })).toBeVisible();
  const firstWords = String(record.body)
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
  await expect(page.locator('.rich-text')).toContainText(firstWords);
  await expect(page.locator('.rich-text p').first()).toBeVisible();
});

test('who may edit opens the edit page from a row; the detail page offers Edit', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/role');
  await expect(rows(page).first()).toBeVisible();
  await plainCell(page).click();
  await expect(page).toHaveURL(/\/role\/\d+$/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.goto('/role/2/show');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/role\/2$/);
});
