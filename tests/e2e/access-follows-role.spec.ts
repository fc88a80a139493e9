import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughLogin } from './support/session';

/*
 * Issue 28 items 5 and 2: what a person may do follows their role on screen. A right taken away while they work says
 * so ("You no longer have access to Users") and leaves the menu at once, instead of an empty list under a pager; bulk
 * actions follow the abilities, and the folded bulk bar holds no Tab stops.
 */

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post('/v1/auth/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  expect(answer.ok()).toBe(true);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name, exact: true });

test('a read right taken away while signed in: the list says access is lost and the menu drops the area', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  // A role and an administrator of this run's own: the shared roles stay as other tests expect them.
  const run = Date.now().toString(36);
  const readOnly = (subject: string) => ({ subject, actions: ['read'] });
  const role = await request.post('/v1/role', {
    headers,
    data: { name: `Clerk ${run}`, permissions: [readOnly('user'), readOnly('company'), readOnly('Auth')] },
  });
  expect(role.status()).toBe(201);
  const { id: roleId, version } = (await role.json()) as { id: number; version: number };
  const email = `clerk.${run}@example.com`;
  const created = await request.post('/v1/admin', {
    headers,
    data: { fullName: `Clerk ${run}`, email, password: 'Clerk-2026x', roleId, status: 'active' },
  });
  expect(created.status()).toBe(201);

  await signInThroughLogin(page, email, 'Clerk-2026x');
  await page.goto('/company');
  await expect(menuLink(page, 'Users')).toBeVisible();

  // An administrator takes Users away; this person's session still holds the old abilities.
  const revoked = await request.put(`/v1/role/${roleId}`, {
    headers,
    data: { permissions: [readOnly('company'), readOnly('Auth')], version },
  });
  expect(revoked.status()).toBe(200);

  await menuLink(page, 'Users').click();
  await expect(page.getByRole('heading', { name: 'You no longer have access to Users' })).toBeVisible();
  await expect(page.getByText(/No Users found/)).toHaveCount(0);
  // One message: the page's, not also react-admin's toast for the refused request.
  await expect(page.getByTestId('toast-region')).not.toContainText(/not allowed|may not read/);
  await expect(menuLink(page, 'Users')).toHaveCount(0);
  await expect(menuLink(page, 'Companies')).toBeVisible();
});

test('a role that may read but not delete: no bulk Delete, and the folded bulk bar is no Tab stop', async ({
  page,
}) => {
  await signInThroughLogin(page, 'viewer@demo.com', 'viewer');
  await page.goto('/company');
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // Nothing selected: Tab from the search field reaches the table without stopping in the folded bulk bar.
  await search.focus();
  const bulkBar = page.locator('[data-test="bulk-actions-toolbar"]');
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await bulkBar.locator(':focus').count(), `Tab ${step + 1} stopped in the hidden bulk bar`).toBe(0);
    if (await focused.evaluate((element) => element.closest('table') !== null)) break;
    expect(step, 'Tab never reached the table').toBeLessThan(29);
  }

  await page.locator('tbody tr').nth(0).getByRole('checkbox').check();
  await expect(bulkBar.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(bulkBar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
