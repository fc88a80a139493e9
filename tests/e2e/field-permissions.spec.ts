import { expect, test } from '@playwright/test';
import { signInAs, signInThroughLogin } from './support/session';

/*
 * Issue 33 item 1, across screens: an administrator makes a role in the role editor that hides a company's e-mail
 * and shows its country read-only; someone holding it signs in and sees the list, the detail page and the edit form
 * accordingly, and saves what the role lets them change.
 */
test('a role made in the role editor with a hidden and a read-only field, as its holder sees it', async ({
  page,
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const roleName = `Company clerk ${run}`;
  await signInAs(page, 'admin');
  await page.goto('/role/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(roleName);
  await page.getByRole('checkbox', { name: 'Read: Companies' }).check();
  await page.getByRole('checkbox', { name: 'Edit: Companies' }).check();
  await page.getByRole('checkbox', { name: 'Read: Own account and profile' }).check();
  await page.getByRole('button', { name: 'Fields and records: Companies' }).click();
  const fields = page.getByRole('region', { name: 'Fields' });
  await fields.getByRole('combobox', { name: /^E-mail/ }).click();
  await page.getByRole('option', { name: 'Hidden' }).click();
  await fields.getByRole('combobox', { name: /^Country/ }).click();
  await page.getByRole('option', { name: 'Read-only' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/role\/create/);

  const login = await request.post('/v1/auth/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const found = await request.get(`/v1/role?filter=${encodeURIComponent(JSON.stringify({ q: roleName }))}`, {
    headers,
  });
  const [role] = (await found.json()) as Array<{ id: number; permissions: unknown }>;
  expect(role.permissions).toEqual([
    { subject: 'company', actions: ['read'], fields: expect.not.arrayContaining(['email']) },
    { subject: 'company', actions: ['edit'], fields: expect.not.arrayContaining(['email', 'country']) },
    { subject: 'Auth', actions: ['read'] },
  ]);
  const email = `clerk.${run}@example.com`;
  const account = await request.post('/v1/admin', {
    headers,
    data: { fullName: `Clerk ${run}`, email, password: 'Clerk-2026x', roleId: role.id, status: 'active' },
  });
  expect(account.status()).toBe(201);

  const clerk = await (await browser.newContext()).newPage();
  await signInThroughLogin(clerk, email, 'Clerk-2026x');
  await clerk.goto('/company');
  const table = clerk.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /country/i })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /e-mail/i })).toHaveCount(0);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).not.toContainText('@');

  await clerk.goto('/company/1/show');
  await expect(clerk.getByText('Country', { exact: true }).first()).toBeVisible();
  await expect(clerk.getByText('E-mail', { exact: true })).toHaveCount(0);

  await clerk.goto('/company/1');
  const name = clerk.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeEnabled();
  await expect(clerk.locator('fieldset[data-locked="country"] input').first()).toBeDisabled();
  await expect(clerk.getByText('Your role may not change this field')).toBeVisible();
  await expect(clerk.getByLabel(/^E-mail/)).toHaveCount(0);
  await name.fill(`Renamed by clerk ${run}`);
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByText(`Renamed by clerk ${run} saved`)).toBeVisible();
  // The hidden e-mail kept its value.
  const saved = await request.get('/v1/company/1', { headers });
  expect(((await saved.json()) as { email: string | null }).email).toBeTruthy();
});
