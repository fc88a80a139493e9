import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInThroughLogin, watchErrors } from './support/session';

/*
 * The generated management screens driven through the browser: lists, forms with every kind of widget, the
 * detail page, deleting, and the role permission matrix changing what an administrator may do.
 * Run: rm -rf dist-res && E2E_DIST=dist-res E2E_PORT=4205 npx playwright test tests/e2e/resources.spec.ts
 */

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Ends the session but keeps the demo data (IndexedDB), as signing out does. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const rows = (page: Page) => page.locator('tbody tr');

test('company: add with validation, view, edit, search and delete', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, 'admin');
  await page.goto('/company');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/company\/add$/);

  await save(page);
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel(/^Name/).fill('Quantum Kettles');
  await page.getByRole('combobox', { name: /^Industry/ }).click();
  await page.getByRole('option', { name: 'Energy' }).click();
  await page.getByLabel(/^Website/).fill('kettles dot com');
  await save(page);
  await expect(page.getByText('Enter a full web address starting with https://', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Quantum Kettles');
  await page.getByLabel(/^Website/).fill('https://quantum-kettles.example');
  await page.getByRole('combobox', { name: /^Country/ }).fill('Portug');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await save(page);

  await expect(page).toHaveURL(/\/company\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: 'Quantum Kettles' })).toBeVisible();
  // The record's card (the History panel beside it names the industry too).
  await expect(page.getByRole('region', { name: 'Identity' }).getByText('Energy', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel(/^Name/).fill('Quantum Kettles Ltd');
  await save(page);
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByRole('heading', { name: 'Quantum Kettles Ltd' })).toBeVisible();

  await page.goto('/company');
  await page.getByPlaceholder('Search').fill('Quantum');
  await expect(rows(page)).toHaveCount(1);
  // Who may edit opens the edit page from a row (a reader, the detail page).
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/company\/\d+$/);
  // Moved to the trash without a confirmation; the request goes once the notice with its Undo closes.
  const trashed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.ok());
  await page.getByRole('button', { name: 'Delete' }).click();
  await trashed;
  await expect(page).toHaveURL(/\/company(\?|$)/);
  await page.getByPlaceholder('Search').fill('Quantum');
  await expect(page.getByText('Quantum Kettles')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('user: a taken e-mail is refused by the server at the field, nothing typed is lost; new users are active', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/user/add');
  await page.getByLabel(/^Full name/).fill('Tomás Novak');
  await page.getByLabel(/^Username/).fill('tomas.novak');
  const taken = await page.evaluate(async () => {
    const response = await fetch('/v1/user?range=[0,0]', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await response.json())[0].email as string;
  });
  await page.getByLabel(/^E-mail/).fill(taken.toUpperCase());
  await save(page);
  await expect(page.getByText('This value is already in use', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Tomás Novak');
  await page.getByLabel(/^E-mail/).fill('tomas.novak@example.org');
  await save(page);
  await expect(page).toHaveURL(/\/user\/\d+\/show$/);
  // The status shows in the record's card and in its Organisation section.
  await expect(page.getByRole('region', { name: 'Organisation' }).getByText('Active', { exact: true })).toBeVisible();
});

test('contributor: tags, image upload with checks, rich text and a repeater', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, 'admin');
  await page.goto('/contributor/add');
  await page.getByLabel(/^Name/).fill('Ines Barros');
  await page.getByLabel(/^E-mail/).fill('ines@barros.dev');
  const tags = page.getByLabel(/^Expertise/);
  await tags.fill('privacy');
  await tags.press('Enter');
  await tags.fill('security,');
  await expect(page.getByRole('button', { name: 'privacy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'security' })).toBeVisible();

  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('This file is not a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.locator('img[src^="data:image/png"]')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Biography' }).click();
  const editor = page.getByRole('textbox', { name: 'Biography' });
  await editor.click();
  await editor.pressSequentially('Writes about privacy engineering.');
  await page.getByRole('button', { name: 'Bulleted list' }).click();

  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel(/^Label/).fill('Blog');
  await page.getByLabel(/^Address/).fill('https://barros.dev/blog');
  await save(page);

  await expect(page).toHaveURL(/\/contributor\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: 'Ines Barros' })).toBeVisible();
  // On the record's card: the History panel beside it shows the new values too.
  const card = page.locator('.RaShow-card');
  await expect(card.getByText('privacy', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Biography' }).click();
  await expect(card.getByRole('listitem').filter({ hasText: /^Writes about privacy engineering\.$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Links' }).click();
  await expect(card.getByRole('link', { name: 'https://barros.dev/blog' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the role permission matrix changes what an administrator may do', async ({ page }) => {
  // An editor may edit companies but not delete them.
  await signInThroughLogin(page, 'editor@demo.com', 'editor');
  await page.goto('/company/1/show');
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto('/role');
  await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  await signOut(page);

  // An administrator grants the Editor role "delete" on companies.
  await signInThroughLogin(page, 'admin@demo.com', 'admin');
  await page.goto('/role/2');
  const cell = page.getByRole('checkbox', { name: 'Delete: Companies' });
  await expect(cell).not.toBeChecked();
  await cell.check();
  await save(page);
  await expect(page).toHaveURL(/\/role(\?|$)/);
  await signOut(page);

  // The editor now may delete a company (and the API agrees).
  await signInThroughLogin(page, 'editor@demo.com', 'editor');
  await page.goto('/company/1/show');
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  const status = await page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      'Content-Type': 'application/json',
    };
    const created = await (
      await fetch('/v1/company', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Short-lived Co', industry: 'media', country: 'FR' }),
      })
    ).json();
    return (await fetch(`/v1/company/${created.id}`, { method: 'DELETE', headers })).status;
  });
  expect(status).toBe(200);
});

test('a client sees none of the management areas', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized/);
  await page.goto('/access-control');
  await expect(page.getByRole('link', { name: 'Administrators' })).toHaveCount(0);
});

test('a chosen filter applies at once, as one step Back undoes', async ({ page }) => {
  await signInAs(page, 'admin');
  // An address that says "no filter" (a bare /user shows the filters last used, which react-admin keeps).
  await page.goto('/user?filter=%7B%7D');
  await expect(rows(page).first()).toBeVisible();
  const range = page.locator('.MuiTablePagination-displayedRows');
  const unfiltered = await range.innerText();
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('combobox', { name: /^Status/ }).click();
  // A machine too busy to show the choice before the form's debounced submit (200 ms) repeats it: a CPU 20 times
  // slower, as CI was once. The repeat is then compared with the choice asked for, not with the filters shown.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('option', { name: 'Inactive' }).click();
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(range).not.toHaveText(unfiltered);
  await expect(page).toHaveURL(/inactive/);
  // Past the typing debounce (200 ms): the form's own submit of the same values follows, and must add no entry.
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(range).toHaveText(unfiltered);
});

test('users list: column chooser, CSV export of the filtered list, bulk delete with undo', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/user');
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.locator('.MuiPopover-paper');
  await chooser.getByText('E-mail', { exact: true }).click();
  // Dragging a column onto another puts it there.
  await chooser.getByText('Status', { exact: true }).dragTo(chooser.getByText('Username', { exact: true }));
  await page.keyboard.press('Escape');
  await expect(page.locator('thead')).not.toContainText('E-mail');
  await expect(page.locator('thead th').filter({ hasText: /^(Status|Username)$/ })).toHaveText(['Status', 'Username']);

  const range = page.locator('.MuiTablePagination-displayedRows');
  const unfiltered = await range.innerText();
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(range).not.toHaveText(unfiltered);
  const total = Number((await range.innerText()).match(/of (\d+)/)![1]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).first().click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  const lines = csv.trim().split(/\r?\n/);
  // The server's export of every matching record: headed by the fields' labels, each cell the value as stored (the
  // status `inactive`, importable again), no trash column.
  expect(lines[0]).toContain('Full name');
  expect(lines[0]).not.toContain('In the trash since');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.split(',').includes('inactive'))).toBe(true);

  const before = await rows(page).count();
  const firstName = await rows(page).nth(0).locator('td').nth(1).innerText();
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(firstName)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(firstName)).toBeVisible();
  await expect(rows(page)).toHaveCount(before);
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/language/2');
  const name = page.getByLabel(/^Name/);
  await expect(name).toHaveValue('German');
  await name.fill('German (Germany)');
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Languages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/language\/2$/);
  await expect(name).toHaveValue('German (Germany)');
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Languages' }).click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/language(\?|$)/);
  await expect(page.getByText('German (Germany)')).toHaveCount(0);
});

test('how-we: edit an existing page body and add a step', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, 'admin');
  await page.goto('/how-we/1');
  const editor = page.getByRole('textbox', { name: 'Body' });
  await expect(editor).toContainText('.');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Every step ends with a review.');
  await page.getByRole('tab', { name: 'Steps' }).click();
  const steps = page.getByLabel(/^Title/);
  const count = await steps.count();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await steps.nth(count).fill('Celebrate');
  await save(page);
  await expect(page).toHaveURL(/\/how-we\/1\/show$/);
  // In the page body itself (the History panel beside it quotes the change too).
  await expect(page.locator('.rich-text').getByText('Every step ends with a review.')).toBeVisible();
  await page.getByRole('tab', { name: 'Steps' }).click();
  await expect(page.getByText('Celebrate', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
