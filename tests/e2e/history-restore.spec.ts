import { expect, test, type Page } from '@playwright/test';
import { signInAs, watchErrors } from './support/session';

/*
 * A record's history speaks the reader's language, and an earlier version can be saved again: "Restore this version"
 * puts the values back as a new version, recorded like any change.
 * Run: rm -rf dist-b && E2E_DIST=dist-b E2E_SERVER_DIST=dist-server-b E2E_PORT=4212 npx playwright test tests/e2e/history-restore.spec.ts --workers=1
 */

type Row = { id: number; version: number } & Record<string, unknown>;

async function call(page: Page, method: string, path: string, body?: unknown): Promise<Row> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'Content-Type': 'application/json',
      };
      const response = await fetch(`/v1/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as Row;
    },
    { method, path, body },
  );
}

const history = (page: Page) => page.getByRole('complementary', { name: 'History' });

test("restoring an earlier version brings the field's old value back as a new history entry", async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, 'admin');
  // Company 7 gets two changes of its phone: the first one is the version to go back to.
  const original = await call(page, 'GET', 'company/7');
  const first = await call(page, 'PUT', 'company/7', { phone: '+1 555 0100', version: original.version });
  await call(page, 'PUT', 'company/7', { phone: '+1 555 0199', version: first.version });

  await page.goto('/company/7/show');
  const entries = history(page)
    .getByRole('listitem')
    .filter({ hasText: /^Updated by/ });
  await expect(entries).toHaveCount(2);
  const older = entries.nth(1);
  await expect(older).toContainText(`Phone: ${String(original.phone)} → +1 555 0100`);
  // The newest entry is the record as it is: nothing to restore there.
  await expect(entries.first().getByRole('button', { name: 'Restore this version' })).toHaveCount(0);

  await older.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('dialog')).toContainText('Phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();

  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('+1 555 0100');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Phone: +1 555 0199 → +1 555 0100');
  expect((await call(page, 'GET', 'company/7')).phone).toBe('+1 555 0100');
  expect(errors).toEqual([]);
});

test('a version restored over a record someone changed meanwhile is refused with a clear message', async ({ page }) => {
  await signInAs(page, 'admin');
  const original = await call(page, 'GET', 'company/8');
  const first = await call(page, 'PUT', 'company/8', { phone: '+1 555 0200', version: original.version });
  const second = await call(page, 'PUT', 'company/8', { phone: '+1 555 0299', version: first.version });
  await page.goto('/company/8');
  const older = history(page)
    .getByRole('listitem')
    .filter({ hasText: /^Updated by/ })
    .nth(1);
  await expect(older).toBeVisible();
  // Someone else saves while the page is open.
  await call(page, 'PUT', 'company/8', { website: 'https://moved-on.example', version: second.version });
  await older.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
  await expect(
    page.getByText('Someone changed this record meanwhile, so the version was not restored.', { exact: false }),
  ).toBeVisible();
  expect((await call(page, 'GET', 'company/8')).phone).toBe('+1 555 0299');
});
