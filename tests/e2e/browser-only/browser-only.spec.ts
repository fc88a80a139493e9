import { expect, test, type Page } from '@playwright/test';
import { exportFilteredCompanies, findCompanyByKeyboard, importFixAndUndo } from '../support/dataFlows';
import { appReady } from '../support/session';

/*
 * The browser-only build: no server process, the API server's own app answers /v1 inside the page over PGlite in
 * IndexedDB (server/browser/). Each test has a fresh browser profile, so it starts on the demo data.
 * Run: npx playwright test -c playwright.browser-only.config.ts
 */

async function signIn(page: Page) {
  await page.goto('/login');
  await appReady(page);
  await page.getByLabel('E-mail').fill('admin@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The first sign-in waits for the database to download, start, migrate and seed.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const history = (page: Page) => page.getByRole('complementary', { name: 'History' });

/** Creates a company through the API in the page, as the signed-in administrator; returns its id. */
const createCompany = (page: Page, name: string) =>
  page.evaluate(async (name) => {
    const created = await fetch('/v1/company', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ name, industry: 'energy', country: 'PT' }),
    });
    if (created.status !== 201) throw new Error(`${created.status} ${await created.text()}`);
    return ((await created.json()) as { id: number }).id;
  }, name);

test('one API in the page: sign in, add, edit, history, trash and restore; a reload keeps every write', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/company');
  await expect(page.getByRole('link', { name: 'Alder Biotech' }).first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await page.getByLabel(/^Name/).fill('Browser Kettles');
  await page.getByRole('combobox', { name: /^Industry/ }).click();
  await page.getByRole('option', { name: 'Energy' }).click();
  await page.getByRole('combobox', { name: /^Country/ }).fill('Portug');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await save(page);
  await expect(page).toHaveURL(/\/company\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: 'Browser Kettles' })).toBeVisible();
  const id = /\/company\/(\d+)\/show/.exec(page.url())![1];

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel(/^Name/).fill('Browser Kettles Ltd');
  await save(page);
  await expect(page.getByRole('heading', { name: 'Browser Kettles Ltd' })).toBeVisible();
  // The model's computed slug, derived by the server's code running in the page.
  await expect(page.getByText('browser-kettles-ltd')).toBeVisible();
  await expect(history(page).getByRole('listitem')).toHaveCount(2);

  // Every answered write is in IndexedDB: a reload starts the API again on it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Browser Kettles Ltd' })).toBeVisible({ timeout: 30_000 });
  await expect(history(page).getByRole('listitem')).toHaveCount(2);

  // Moved to the trash at once, with an Undo in the notice; the request goes once the notice closes.
  const sent = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.ok(), {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  const trashed = page.getByText('Company Browser Kettles Ltd moved to the trash');
  await expect(trashed).toBeVisible();
  // The move is sent once its Undo has had its time.
  await expect(trashed).toBeHidden({ timeout: 20_000 });
  await sent;
  // From the list the delete went back to.
  await page.getByRole('button', { name: 'Trash' }).click();
  const line = page.locator('tbody tr', { hasText: 'Browser Kettles Ltd' });
  await line.getByRole('button', { name: 'Restore' }).click();
  const restored = page.getByText('Company Browser Kettles Ltd restored');
  await expect(restored).toBeVisible();
  await expect(restored).toBeHidden({ timeout: 20_000 });

  await page.reload();
  await page.goto(`/company/${id}/show`);
  await expect(page.getByRole('heading', { name: 'Browser Kettles Ltd' })).toBeVisible({ timeout: 30_000 });
  await expect(history(page).getByRole('listitem')).toHaveCount(4);

  // A write answered just before a full page load is kept: the tab answers only once IndexedDB holds it.
  const quick = await createCompany(page, 'Browser Kettles Quick');
  await page.goto(`/company/${quick}/show`);
  await expect(page.getByRole('heading', { name: 'Browser Kettles Quick' })).toBeVisible({ timeout: 30_000 });
});

test('two tabs share one database and hear each other: a save reaches the other’s form, a trashed row its list', async ({
  page,
  context,
}) => {
  await signIn(page);
  // A company nothing refers to (one that others refer to cannot go to the trash).
  const id = await createCompany(page, 'Tabs Biotech');
  await page.goto(`/company/${id}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Tabs Biotech', { timeout: 30_000 });
  // A second tab, opened while the first runs the database: it uses the first tab's, and hears its writes.
  const other = await context.newPage();
  await other.goto(`/company/${id}`);
  await expect(other.getByLabel(/^Name/)).toHaveValue(/\S/, { timeout: 30_000 });
  await expect(other.locator('html')).toHaveAttribute('data-live-updates', 'live', { timeout: 30_000 });

  // The other tab has typed; the first saves: the other is told before it saves, and keeps what it typed.
  await other.getByLabel(/^Phone/).fill('+351 210 000 000');
  await page.getByLabel(/^Name/).fill('Shared Biotech');
  await save(page);
  await expect(page.getByRole('heading', { name: 'Shared Biotech' })).toBeVisible();
  const notice = other.getByRole('alert').filter({ hasText: /^Changed by John Doe at / });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(other.getByLabel(/^Phone/)).toHaveValue('+351 210 000 000');
  await notice.getByRole('button', { name: 'Save the merged version' }).click();
  await expect(other.getByText(/Company .* saved/)).toBeVisible();
  // And the other way: the first tab's record page shows what the other saved.
  await expect(page.getByRole('region', { name: 'Contact' }).getByText('+351 210 000 000')).toBeVisible({
    timeout: 30_000,
  });

  // A row trashed in the first tab leaves the other's list without a reload.
  await other.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Companies' }).click();
  await other.getByPlaceholder('Search').fill('Shared');
  await expect(other.getByRole('link', { name: 'Shared Biotech' })).toBeVisible({ timeout: 30_000 });
  // The first tab in front again (a tab behind another may have its timers slowed: the Undo notice's among them).
  await page.bringToFront();
  await page.getByRole('button', { name: 'Delete' }).click();
  const trashed = page.getByText('Company Shared Biotech moved to the trash');
  await expect(trashed).toBeVisible();
  await expect(trashed).toBeHidden({ timeout: 20_000 });
  await expect(other.getByRole('link', { name: 'Shared Biotech' })).toHaveCount(0, { timeout: 30_000 });
});

test("the model's hooks run in the page: the default language cannot be deactivated, said under the field", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/language/1');
  const active = page.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked({ timeout: 30_000 });
  await active.uncheck();
  await save(page);
  await expect(
    page.getByText('The default cannot be inactive: make another one the default first', { exact: true }),
  ).toBeVisible();
  // Nothing the user set is lost, and nothing was saved.
  await expect(active).not.toBeChecked();
  await expect(page).toHaveURL(/\/language\/1$/);
});

test('a password-reset code reaches the demo inbox, never the answer', async ({ page }) => {
  await page.goto('/forgot-password');
  await appReady(page);
  await page.getByLabel('E-mail').fill('admin@demo.com');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'admin@demo.com' })).toBeVisible({ timeout: 60_000 });
  await signIn(page);
  await page.goto('/apps/email');
  await expect(page.getByText('Your password reset code').first()).toBeVisible({ timeout: 30_000 });
});

test('data in and out in the page: a CSV import fixed and undone, a company found by keyboard, a filtered export', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/company');
  await expect(page.getByRole('link', { name: 'Alder Biotech' }).first()).toBeVisible({ timeout: 30_000 });
  // The server's CSV parser runs in the page too (csv-parse's browser build).
  await importFixAndUndo(page, 'Imported Here');
  // Out of the trash, the search cleared.
  await page.goto('/company?filter=%7B%7D');
  await exportFilteredCompanies(page, 'France');
  await findCompanyByKeyboard(page, 'Bluefin Analytics');
});
