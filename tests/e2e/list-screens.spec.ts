import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, signInAs } from './support/session';

/*
 * The generated lists' layout at a phone's, a tablet's and a desktop's width (UX walk items 16, 18, 22, 28), with a
 * screenshot of each for a person to look at (/tmp/shots-d, or SHOTS_DIR).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-d';

async function open(page: Page, path: string, who: 'admin' | 'viewer' = 'admin') {
  await signInAs(page, who);
  await page.goto(path);
  await appReady(page);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** How many lines a cell's text takes. */
const lines = (cell: Locator) =>
  cell.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

test.describe('on a desktop (1440 px)', () => {
  test('with rows selected, the bulk actions bar covers no filter', async ({ page }) => {
    await open(page, '/admin');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await page.locator('tbody tr').nth(0).getByRole('checkbox').check();
    await page.locator('tbody tr').nth(1).getByRole('checkbox').check();
    const bar = page.locator('.RaBulkActionsToolbar-toolbar');
    await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.waitForTimeout(400); // its slide-in
    const barBox = await box(bar);
    for (const filter of await page.locator('.RaFilterForm-filterFormInput').all()) {
      const filterBox = await box(filter);
      const overlaps = filterBox.y < barBox.y + barBox.height && barBox.y < filterBox.y + filterBox.height;
      expect(overlaps, 'a filter under the bulk bar').toBe(false);
    }
    await expect(page.getByLabel('Role', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/1440-admin-bulk-selected.png` });
  });

  test('after a delete the list keeps its rows: never an empty table under the pager', async ({ page }) => {
    await open(page, '/user');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await page.locator('tbody tr').nth(0).locator('td.column-fullName a').click();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const tick = () => {
        const pager = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
        seen.push(`${document.querySelectorAll('tbody tr').length}|${pager}`);
        requestAnimationFrame(tick);
      };
      tick();
    });
    const trashed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.ok());
    await page.getByRole('button', { name: 'Delete' }).click();
    // No confirmation: the notice offers Undo.
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/user(\?|$)/);
    await trashed;
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.filter((frame) => frame.startsWith('0|') && frame !== '0|')).toEqual([]);
  });

  test('the trash keeps its column titles and row actions on one line', async ({ page }) => {
    await open(page, '/admin');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await page.locator('tbody tr').nth(2).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
    await expect(page.locator('tbody tr')).not.toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/1440-admin-trash.png` });
    for (const cell of await page.locator('thead th').all()) expect(await lines(cell)).toBeLessThanOrEqual(1);
    // Its row actions are named icons, and the table fits the card: nothing is cut off at its end.
    await expect(page.locator('tbody tr').first().getByRole('button', { name: 'Delete for good' })).toBeVisible();
    const wrapper = page.locator('.RaDataTable-tableWrapper');
    const { scrollWidth, clientWidth } = await wrapper.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  for (const [who, path] of [
    ['admin', '/company'],
    ['viewer', '/user'],
  ] as const) {
    test(`screenshot: ${path} as ${who}`, async ({ page }) => {
      await open(page, path, who);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/1440-${who}${path.replace('/', '-')}.png` });
    });
  }
});

test.describe('on a tablet (820 px)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('dates in list cells keep to one line', async ({ page }) => {
    await open(page, '/company');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const dates = page.locator('tbody td.column-updatedAt');
    for (const cell of (await dates.all()).slice(0, 3)) expect(await lines(cell)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/820-admin-company.png`, fullPage: true });
  });

  test('screenshot: /user as viewer', async ({ page }) => {
    await open(page, '/user', 'viewer');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/820-viewer-user.png` });
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first record shows near the top: filters wait behind a counted Filters button', async ({ page }) => {
    await open(page, '/user');
    const first = page.locator('main li:has(.record-link)').first();
    await expect(first).toBeVisible();
    expect((await box(first)).y).toBeLessThan(844 * 0.45);
    // The status shows in each row; sort and the trash are labelled.
    await expect(first.getByText(/Active|Inactive|Pending/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort' })).toHaveText(/Sort/);
    await expect(page.getByRole('button', { name: 'Trash' })).toHaveText(/Trash/);
    await page.screenshot({ path: `${SHOTS}/390-admin-user.png` });

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Status')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/390-admin-user-filters.png` });
    await sheet.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: 'Filters, 1 in use' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/390-admin-user-filtered.png` });
  });

  test('screenshot: /company as viewer', async ({ page }) => {
    await open(page, '/company', 'viewer');
    await expect(page.locator('main li:has(.record-link)').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/390-viewer-company.png` });
  });
});
