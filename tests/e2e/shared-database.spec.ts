import { expect, test, type Browser } from '@playwright/test';
import { signInThroughLogin } from './support/session';

/*
 * The "done when": records live in the server's database, not in one browser. An administrator creates
 * another with the Viewer role in one browser; the new administrator signs in from a second browser (its own
 * storage), sees exactly what the role allows, and both browsers list the same record. Two administrators edit one
 * record: the later save meets the conflict notice, compares, and saves on purpose; the history shows both changes.
 * A delete goes to the trash and comes back from it.
 */

const browserPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('an administrator created in one browser signs in from another and sees what the role allows', async ({
  browser,
}) => {
  const first = await browserPage(browser);
  await signInThroughLogin(first, 'admin@demo.com', 'admin');
  await first.goto('/admin/add');
  await first.getByLabel('Full name').fill('Wanda Watcher');
  await first.getByLabel('E-mail').fill('wanda.watcher@example.com');
  await first.getByRole('textbox', { name: 'Password' }).fill('Watcher-2026');
  await first.getByLabel('Role').click();
  await first.getByRole('option', { name: 'Viewer' }).click();
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL(/\/admin(\?|$)/);

  const second = await browserPage(browser);
  await signInThroughLogin(second, 'wanda.watcher@example.com', 'Watcher-2026');
  await second.goto('/admin');
  await second.getByRole('textbox', { name: 'Search' }).fill('Wanda');
  await expect(second.getByText('wanda.watcher@example.com')).toBeVisible();
  // Viewer reads every area and changes nothing.
  await expect(second.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  await second.goto('/company/1/show');
  await expect(second.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  const refused = await second.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      'Content-Type': 'application/json',
    };
    return (
      await fetch('/v1/company', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Not allowed', industry: 'media', country: 'FR' }),
      })
    ).status;
  });
  expect(refused).toBe(403);

  // The first browser lists the same record, read from the server.
  await first.reload();
  await first.getByRole('textbox', { name: 'Search' }).fill('Wanda');
  await expect(first.getByText('wanda.watcher@example.com')).toBeVisible();
});

test('a colleague saves a record I am editing: I am told before saving, and what I typed stays in the form', async ({
  browser,
}) => {
  const first = await browserPage(browser);
  const second = await browserPage(browser);
  await signInThroughLogin(first, 'admin@demo.com', 'admin');
  // editor@demo.com: no other test changes its password on the shared server.
  await signInThroughLogin(second, 'editor@demo.com', 'editor');
  await first.goto('/company/7');
  await second.goto('/company/7');
  const name = (page: typeof first) => page.getByLabel(/^Name/);
  await expect(name(first)).not.toHaveValue('');
  await expect(name(second)).not.toHaveValue('');

  // The second has typed, not saved; the first saves. The live update reaches the second's form before any save
  // (with live updates off, the save is refused the same way: conflict-merge.spec.ts).
  await name(second).fill('Typed Second Ltd');
  await name(first).fill('Saved First Ltd');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL(/\/company\/7\/show$/);

  await expect(second.getByRole('alert').filter({ hasText: /^Changed by John Doe at / })).toBeVisible();
  await expect(second).toHaveURL(/\/company\/7$/);
  await expect(name(second)).toHaveValue('Typed Second Ltd');

  // Both changed the name: the second administrator sees the two versions and keeps what they typed ("Mine", the default).
  const comparison = second.getByRole('table', { name: 'Fields that differ' });
  await expect(comparison.getByRole('row', { name: /^Name .*Saved First Ltd Typed Second Ltd/ })).toBeVisible();
  await second.getByRole('button', { name: 'Save the merged version' }).click();
  await expect(second).toHaveURL(/\/company\/7\/show$/);

  // Both changes are in the record's history, newest first, with who made them.
  await first.reload();
  const history = first.getByRole('complementary', { name: 'History' });
  await expect(history.getByRole('listitem').nth(0)).toContainText('Updated by Eddie Editor');
  await expect(history.getByRole('listitem').nth(0)).toContainText('Saved First Ltd → Typed Second Ltd');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Updated by John Doe');
  await expect(history.getByRole('listitem').nth(1)).toContainText('→ Saved First Ltd');
  await expect(first.getByText('Typed Second Ltd').first()).toBeVisible();
});

test('a deleted record goes to the trash, and is restored from it', async ({ browser }) => {
  const page = await browserPage(browser);
  await signInThroughLogin(page, 'admin@demo.com', 'admin');
  // Names are unique and the server is shared: a retry must not meet this attempt's record.
  const word = `Binned${Date.now().toString(36)}`;
  const name = `${word} Brothers`;
  const id = await page.evaluate(async (name) => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      'Content-Type': 'application/json',
    };
    const created = await fetch('/v1/company', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, industry: 'media', country: 'FR' }),
    });
    return ((await created.json()) as { id: number }).id;
  }, name);
  await page.goto(`/company/${id}/show`);
  // Moved to the trash without a confirmation; the request goes once the notice with its Undo closes.
  const trashed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.ok());
  await page.getByRole('button', { name: 'Delete' }).click();
  await trashed;
  await expect(page).toHaveURL(/\/company(\?|$)/);
  await page.getByRole('textbox', { name: 'Search' }).fill(word);
  await expect(page.getByText(/No Companies found/)).toBeVisible();

  await page.getByRole('button', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await page.screenshot({ path: 'test-results/trash.png', fullPage: true });
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Company ${name} restored`, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // Searching at once on a machine too busy to show the list before the search is sent (a CPU 20 times slower): the
  // search goes to the list, not back to the trash still shown (src/admin-kit/list/FiltersOnLatestRequest.tsx).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(word);
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.goto(`/company/${id}/show`);
  const history = page.getByRole('complementary', { name: 'History' });
  await expect(history.getByRole('listitem').nth(0)).toContainText('Restored by John Doe');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Moved to trash by John Doe');
  await page.screenshot({ path: 'test-results/history.png', fullPage: true });
});
