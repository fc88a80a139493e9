import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { appReady, signInAs, signInThroughLogin } from './support/session';

/*
 * Issue 32: colleagues see each other's changes without a reload (GET /v1/events). A is the administrator (John Doe),
 * B the editor (Eddie Editor), each in a browser context of their own; A's changes reach B's screens by the stream.
 * With E2E_PEER_URL (playwright.postgres.config.ts), B talks to a second server process on the same PostgreSQL
 * database: A's changes reach it by LISTEN/NOTIFY.
 */
const PEER_URL = process.env.E2E_PEER_URL;

async function adminHeaders(request: APIRequestContext, email = 'admin@demo.com', password = 'admin') {
  const answer = await request.post('/v1/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/** Companies of this run's own (the server is shared by the browser tests), named `prefix` and a number. */
async function companies(request: APIRequestContext, headers: Record<string, string>, prefix: string, count: number) {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const created = await request.post('/v1/company', {
      headers,
      data: { name: `${prefix} ${n}`, industry: 'media', country: 'FR', phone: '+1 555 0100' },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return ids;
}

async function signedInPage(browser: Browser, email = 'editor@demo.com', password = 'editor'): Promise<Page> {
  const page = await (await browser.newContext(PEER_URL ? { baseURL: PEER_URL } : {})).newPage();
  await signInThroughLogin(page, email, password);
  return page;
}

/** B's screen is live once the stream answered (the app opens it on sign-in). */
const streamOpen = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/v1/events') && response.status() === 200);

test('with a peer, B’s server is another process than A’s on the same database', async ({ request, playwright }) => {
  test.skip(!PEER_URL, 'one server process (playwright.postgres.config.ts runs two)');
  const peer = await playwright.request.newContext({ baseURL: PEER_URL });
  const health = async (on: APIRequestContext) => (await (await on.get('/v1/health/live')).json()) as { pid: number };
  expect((await health(peer)).pid).not.toBe((await health(request)).pid);
  // A record A makes through its process is there for B's.
  const [id] = await companies(request, await adminHeaders(request), `Peer ${Date.now().toString(36)}`, 1);
  expect((await peer.get(`/v1/company/${id}`, { headers: await adminHeaders(peer) })).status()).toBe(200);
  await peer.dispose();
});

test('a row A deletes leaves B’s list, and a record A adds joins it, without a reload', async ({ browser, page }) => {
  const prefix = `Live list ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  const headers = await adminHeaders(page.request);
  await companies(page.request, headers, prefix, 2);

  const b = await signedInPage(browser);
  const live = streamOpen(b);
  await b.goto('/company');
  await appReady(b);
  await live;
  await b.getByPlaceholder('Search').fill(prefix);
  const names = b.locator('tbody tr td.column-name');
  await expect(names).toHaveText([`${prefix} 1`, `${prefix} 2`]);
  const loads = { count: 0 };
  b.on('load', () => (loads.count += 1));

  // A, in the app: opens the first and moves it to the trash (sent when the Undo notice closes).
  await page.goto('/company');
  await appReady(page);
  await page.getByPlaceholder('Search').fill(prefix);
  await page
    .locator('tbody tr')
    .filter({ hasText: `${prefix} 1` })
    .click();
  const trashed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.ok());
  await page.getByRole('button', { name: 'Delete' }).click();
  await trashed;
  await expect(names).toHaveText([`${prefix} 2`]);

  await companies(page.request, headers, `${prefix} new`, 1);
  await expect(names).toHaveText([`${prefix} 2`, `${prefix} new 1`]);
  // The row someone else added is marked for a moment; the others are not.
  const background = (name: string) =>
    b
      .locator('tbody tr')
      .filter({ hasText: name })
      .evaluate((row) => getComputedStyle(row).backgroundColor);
  await expect.poll(() => background(`${prefix} new 1`)).not.toBe('rgba(0, 0, 0, 0)');
  expect(await background(`${prefix} 2`)).toBe('rgba(0, 0, 0, 0)');
  await expect.poll(() => background(`${prefix} new 1`), { timeout: 10_000 }).toBe('rgba(0, 0, 0, 0)');
  // B typed the search once: it is still there, and the page never reloaded.
  await expect(b.getByPlaceholder('Search')).toHaveValue(prefix);
  expect(loads.count).toBe(0);
  await b.context().close();
});

test('A saves a record B is editing: B keeps what was typed and resolves; with nothing typed the form takes theirs', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const prefix = `Live edit ${Date.now().toString(36)}`;
  const [typed, untouched] = await companies(request, headers, prefix, 2);
  const saveAsA = async (id: number, data: Record<string, string>) => {
    const read = (await (await request.get(`/v1/company/${id}`, { headers })).json()) as { version: number };
    const saved = await request.put(`/v1/company/${id}`, { headers, data: { ...data, version: read.version } });
    expect(saved.status()).toBe(200);
  };

  const b = await signedInPage(browser);
  const live = streamOpen(b);
  await b.goto(`/company/${typed}`);
  await live;
  await expect(b.getByLabel(/^Name/)).toHaveValue(`${prefix} 1`);
  await b.getByLabel(/^Phone/).fill('+1 555 0199');

  await saveAsA(typed, { description: 'Changed by A' });
  const notice = b.getByRole('alert').filter({ hasText: /^Changed by John Doe at / });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByRole('table', { name: 'Fields that differ' }).getByRole('row', { name: /^Description/ }),
  ).toContainText('Theirs: only they changed it');
  // What B typed is still in the form; saving the merged version keeps both.
  await expect(b.getByLabel(/^Phone/)).toHaveValue('+1 555 0199');
  await notice.getByRole('button', { name: 'Save the merged version' }).click();
  await expect(b.getByText(/Company .* saved/)).toBeVisible();
  const merged = (await (await request.get(`/v1/company/${typed}`, { headers })).json()) as Record<string, string>;
  expect(merged).toMatchObject({ description: 'Changed by A', phone: '+1 555 0199' });

  // Nothing typed: the form moves onto A's version and says so; B's save then needs no conflict.
  await b.goto(`/company/${untouched}`);
  await expect(b.getByLabel(/^Name/)).toHaveValue(`${prefix} 2`);
  await saveAsA(untouched, { name: `${prefix} 2 by A` });
  await expect(b.getByRole('status').filter({ hasText: /Updated to the version John Doe saved at/ })).toBeVisible();
  await expect(b.getByLabel(/^Name/)).toHaveValue(`${prefix} 2 by A`);
  await b.getByLabel(/^Phone/).fill('+1 555 0177');
  await b.getByRole('button', { name: 'Save' }).click();
  await expect(b.getByText(/Company .* saved/)).toBeVisible();
  const saved = (await (await request.get(`/v1/company/${untouched}`, { headers })).json()) as Record<string, string>;
  expect(saved).toMatchObject({ name: `${prefix} 2 by A`, phone: '+1 555 0177' });

  // B's own save elsewhere (another tab, another device) is a change elsewhere too.
  await b.goto(`/company/${untouched}`);
  await expect(b.getByLabel(/^Phone/)).toHaveValue('+1 555 0177');
  const elsewhere = await adminHeaders(request, 'editor@demo.com', 'editor');
  const read = (await (await request.get(`/v1/company/${untouched}`, { headers })).json()) as { version: number };
  const put = { name: `${prefix} 2 by B elsewhere`, version: read.version };
  expect((await request.put(`/v1/company/${untouched}`, { headers: elsewhere, data: put })).status()).toBe(200);
  await expect(b.getByRole('status').filter({ hasText: /Updated to the version Eddie Editor saved at/ })).toBeVisible();
  await expect(b.getByLabel(/^Name/)).toHaveValue(`${prefix} 2 by B elsewhere`);
  await b.context().close();
});

test('B’s record page and home counts follow A’s changes; a record A trashes under B’s form can be restored', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const prefix = `Live show ${Date.now().toString(36)}`;
  const [id] = await companies(request, headers, prefix, 1);
  // B is another administrator here: restoring is for those who may delete.
  const b = await signedInPage(browser, 'owner@demo.com', 'owner');
  const live = streamOpen(b);
  await b.goto('/home');
  await live;
  const card = b.getByRole('article', { name: 'Companies' });
  await expect(card).toHaveAttribute('aria-busy', 'false');
  const count = async () => Number((await card.getByText(/^\d+ records?$/).textContent())!.split(' ')[0]);
  const before = await count();
  await companies(request, headers, `${prefix} more`, 1);
  // Other tests add companies at the same time: at least this one more.
  await expect.poll(count).toBeGreaterThanOrEqual(before + 1);
  // The menu counts what colleagues added (other tests add companies too: at least this one) until the list is opened.
  const menuEntry = b.getByRole('navigation').getByRole('link', { name: /^Companies/ });
  await expect(menuEntry).toHaveAccessibleName(/^Companies, \d+ new records?$/);
  await menuEntry.click();
  await expect(menuEntry).toHaveAccessibleName('Companies');

  await b.goto(`/company/${id}/show`);
  await expect(b.getByText(`${prefix} 1`, { exact: true }).first()).toBeVisible();
  const read = (await (await request.get(`/v1/company/${id}`, { headers })).json()) as { version: number };
  const history = b.getByRole('complementary', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText('Created by John Doe');
  await request.put(`/v1/company/${id}`, { headers, data: { name: `${prefix} renamed`, version: read.version } });
  await expect(b.getByText(`${prefix} renamed`, { exact: true }).first()).toBeVisible();
  // The history panel puts the new change first.
  await expect(history.first()).toContainText('Updated by John Doe');
  await expect(history.first()).toContainText(`${prefix} renamed`);

  await b.goto(`/company/${id}`);
  await expect(b.getByLabel(/^Name/)).toHaveValue(`${prefix} renamed`);
  await b.getByLabel(/^Phone/).fill('+1 555 0155');
  expect((await request.delete(`/v1/company/${id}`, { headers })).status()).toBe(200);
  const trashed = b.getByRole('alert').filter({ hasText: /John Doe moved this record to the trash/ });
  await expect(trashed).toBeVisible();
  // The edit page's history too, though the form keeps the version it read.
  await expect(history.first()).toContainText('Moved to trash by John Doe');
  await trashed.getByRole('button', { name: 'Restore it' }).click();
  await expect(trashed).toHaveCount(0);
  await expect(b.getByLabel(/^Phone/)).toHaveValue('+1 555 0155');
  expect((await request.get(`/v1/company/${id}`, { headers })).status()).toBe(200);
  await b.context().close();
});

test('B sees who else is on a record: A’s avatar on the page, a warning when both edit, gone when A leaves', async ({
  browser,
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const [id] = await companies(request, headers, `Live presence ${Date.now().toString(36)}`, 1);
  await signInAs(page, 'admin');
  await page.goto(`/company/${id}`);
  await appReady(page);
  const b = await signedInPage(browser);
  await b.goto(`/company/${id}/show`);
  await appReady(b);
  // A was there first: A answers B's arrival, so B sees A at once, not at A's next renewal.
  await expect(b.getByRole('img', { name: 'John Doe is editing this record' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Eddie Editor is viewing this record' })).toBeVisible();

  // B starts editing too: a warning, not a barrier; A sees B editing.
  await b.getByRole('link', { name: 'Edit' }).click();
  const softLock = b.getByRole('alert').filter({ hasText: 'John Doe is editing this record too.' });
  await expect(softLock).toBeVisible();
  await expect(page.getByRole('img', { name: 'Eddie Editor is editing this record' })).toBeVisible();
  await b.getByLabel(/^Phone/).fill('+1 555 0111');
  await expect(b.getByRole('button', { name: 'Save' })).toBeEnabled();

  // A leaves the record: B's warning and avatar go.
  await page.goto('/company');
  await expect(softLock).toHaveCount(0);
  await expect(b.getByRole('img', { name: /John Doe/ })).toHaveCount(0);
  await b.context().close();
});
