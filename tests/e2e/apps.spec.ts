import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

/** Opens an app screen signed in as the administrator, on fresh demo data (each test has its own browser storage). */
async function open(page: Page, path: string) {
  await signInAs(page, 'admin');
  await page.goto(path);
  await appReady(page);
}

/** react-admin's toast (a snackbar). */
const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').filter({ hasText: text });

test.describe('email', () => {
  test('composes and sends an e-mail, which then appears in Sent', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });

    // Sending with no recipient is refused at the field, and nothing typed is lost.
    await dialog.getByLabel('Subject').fill('Launch checklist');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please add at least one recipient')).toBeVisible();
    await expect(dialog.getByLabel('Subject')).toHaveValue('Launch checklist');

    await dialog.getByLabel('To').fill('Sofia');
    await page.getByRole('option', { name: /Sofia Mendes/ }).click();
    await dialog.getByRole('button', { name: 'Cc', exact: true }).click();
    await dialog.getByLabel('Cc', { exact: true }).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('“not-an-address” is not a valid e-mail address')).toBeVisible();
    await dialog.getByLabel('Cc', { exact: true }).press('Backspace');
    await expect(dialog.getByText('“not-an-address” is not a valid e-mail address')).toBeHidden();
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Everything is ready for Monday.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Your message was sent')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Sent' }).click();
    await expect(page).toHaveURL(/\/apps\/email\/sent$/);
    const row = page.getByRole('button', { name: /Open “Launch checklist”/ });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/open=\d+/);
    // The body shows in a sandboxed frame of its own.
    await expect(page.getByRole('article').locator('iframe').contentFrame().locator('body')).toContainText(
      'Everything is ready for Monday.',
    );
    await expect(page.getByRole('article')).toContainText('To: Sofia Mendes');
    expect(errors).toEqual([]);
  });

  test('keeps a draft, reopens it from Draft and sends it', async ({ page }) => {
    await open(page, '/apps/email');
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await expect(folders.getByRole('link', { name: /Draft/ }).getByLabel('2 drafts')).toBeVisible();
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('Subject').fill('Offsite menu ideas');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft saved')).toBeVisible();
    await expect(folders.getByRole('link', { name: /Draft/ }).getByLabel('3 drafts')).toBeVisible();

    await folders.getByRole('link', { name: /Draft/ }).click();
    await page.getByRole('button', { name: /Open “Offsite menu ideas”/ }).click();
    const draft = page.getByRole('dialog', { name: 'Edit draft' });
    await expect(draft.getByLabel('Subject')).toHaveValue('Offsite menu ideas');
    await draft.getByLabel('To').fill('lena.fischer@bluefin.io');
    await draft.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Your message was sent')).toBeVisible();
    await expect(page.getByRole('button', { name: /Open “Offsite menu ideas”/ })).toHaveCount(0);
    await folders.getByRole('link', { name: 'Sent' }).click();
    await expect(page.getByRole('button', { name: /Open “Offsite menu ideas”/ })).toBeVisible();
  });

  test('a reply goes to the sender and quotes the message', async ({ page }) => {
    await open(page, '/apps/email');
    await page.getByRole('button', { name: /Open “Payment received for invoice #5012”/ }).click();
    await page.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await expect(dialog.getByLabel('Subject')).toHaveValue('Re: Payment received for invoice #5012');
    await expect(dialog.getByRole('button', { name: 'marcus@copperleaf.finance' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' }).locator('blockquote')).toContainText(
      'The receipt is attached',
    );
  });

  test('search is kept in the address', async ({ page }) => {
    await open(page, '/apps/email?q=invoice');
    await expect(page.getByRole('searchbox', { name: 'Search e-mails' })).toHaveValue('invoice');
    await expect(page.getByRole('button', { name: /Payment received for invoice #5012/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Q4 roadmap review/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search e-mails' }).fill('roadmap');
    await expect(page).toHaveURL(/q=roadmap/);
    await expect(page.getByRole('button', { name: /Q4 roadmap review/ })).toBeVisible();
  });

  test('bulk-moves the chosen e-mails to spam', async ({ page }) => {
    await open(page, '/apps/email');
    const subjects = ['Q4 roadmap review: agenda', 'Design tokens v2 ready for review'];
    for (const subject of subjects) await page.getByRole('checkbox', { name: `Select “${subject}”` }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Move to', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Spam' }).click();
    await expect(toast(page, '2 e-mails moved to spam')).toBeVisible();
    for (const subject of subjects)
      await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Spam' }).click();
    for (const subject of subjects) await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });

  test('opening an unread e-mail marks it read and lowers the inbox count', async ({ page }) => {
    await open(page, '/apps/email');
    const inbox = page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: /Inbox/ });
    const before = Number(await inbox.getByLabel(/unread e-mails?/).textContent());
    await page.getByRole('button', { name: /Open unread “Q4 roadmap review: agenda”/ }).click();
    await expect(page.getByRole('heading', { name: 'Q4 roadmap review: agenda' })).toBeVisible();
    await expect(inbox.getByLabel(/unread e-mails?/)).toHaveText(String(before - 1));
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page.getByRole('button', { name: /Open “Q4 roadmap review: agenda”/ })).toBeVisible();
  });
});

test.describe('chat', () => {
  test('sends a message to a contact with no chat, which starts the chat', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/apps/chat');
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await contacts.getByRole('button', { name: /Verla Morgano/ }).click();
    await expect(page.getByText('No messages with Verla Morgano yet. Say hello!')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Message to Verla Morgano' });
    await box.fill('Could you share the demand forecast?');
    await box.press('Enter');
    const log = page.getByRole('log', { name: 'Messages with Verla Morgano' });
    await expect(log).toContainText('Could you share the demand forecast?');
    await expect(box).toHaveValue('');
    await box.fill('Thanks!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText('Thanks!');
    // Two messages in a row from me form one group.
    await expect(log.getByTestId('message-group')).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Verla Morgano/ }),
    ).toContainText('Thanks!');
    await expect(contacts.getByRole('button', { name: /Verla Morgano/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('opening a chat clears its unread badge', async ({ page }) => {
    await open(page, '/apps/chat');
    const felicia = page.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Felicia Rowe/ });
    await expect(felicia.getByLabel('1 unread message')).toBeVisible();
    await felicia.click();
    await expect(felicia.getByLabel(/unread message/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Felicia Rowe/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chats' }).getByLabel(/unread message/)).toHaveCount(0);
  });

  test('my status is saved from the profile sidebar', async ({ page }) => {
    await open(page, '/apps/chat');
    await page.getByRole('button', { name: 'My profile' }).click();
    await page.getByRole('radio', { name: 'Away' }).click();
    await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
    await expect(toast(page, 'Profile saved')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'My profile' }).click();
    await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
  });
});

test.describe('to-do', () => {
  test('adds, completes, deletes and restores a task', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/apps/todo');
    await page.getByRole('button', { name: 'Add task' }).click();
    const drawer = page.getByRole('form', { name: 'Add task' });
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(drawer.getByText('Please enter a title')).toBeVisible();
    await drawer.getByLabel('Title').fill('Write the e2e tests');
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'Task added')).toBeVisible();
    const row = page.getByTestId('task-row').filter({ hasText: 'Write the e2e tests' });
    await expect(row).toBeVisible();

    await row.getByRole('checkbox', { name: 'Completed: “Write the e2e tests”' }).click();
    await expect(row.getByRole('checkbox', { name: 'Completed: “Write the e2e tests”' })).toBeChecked();
    await page.getByRole('link', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/\/apps\/todo\/completed$/);
    await expect(page.getByTestId('task-row').filter({ hasText: 'Write the e2e tests' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete “Write the e2e tests”' }).click();
    await expect(toast(page, 'Task deleted')).toBeVisible();
    await expect(page.getByTestId('task-row').filter({ hasText: 'Write the e2e tests' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Deleted' }).click();
    await page.getByRole('button', { name: 'Restore “Write the e2e tests”' }).click();
    await expect(toast(page, 'Task restored')).toBeVisible();
    await page.getByRole('link', { name: 'My tasks' }).click();
    await expect(page.getByTestId('task-row').filter({ hasText: 'Write the e2e tests' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('search and sort are kept in the address', async ({ page }) => {
    await open(page, '/apps/todo?sort=title-asc');
    await expect(page.getByTestId('task-row').first()).toContainText('Answer open support tickets');
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('release');
    await expect(page).toHaveURL(/q=release/);
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect(page.getByTestId('task-row')).toHaveCount(1);
  });

  test('drag and drop reorders the tasks, and the order is saved', async ({ page }) => {
    await open(page, '/apps/todo');
    const rows = page.getByTestId('task-row');
    const firstTitle = (await rows.nth(0).innerText()).split('\n')[0];
    const thirdTitle = (await rows.nth(2).innerText()).split('\n')[0];
    const handle = rows.nth(2).getByRole('button', { name: /^Drag to move/ });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/apps/todo/tasks/reorder') && response.ok(),
    );
    const from = await handle.boundingBox();
    const to = await rows.nth(0).boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 10 });
    await page.mouse.up();
    await expect(rows.nth(0)).toContainText(thirdTitle);
    await expect(rows.nth(1)).toContainText(firstTitle);
    await saved;
    // The server has the new order: another view and back shows it from the API, not from the screen's cache.
    await page.getByRole('link', { name: 'Important' }).click();
    await page.getByRole('link', { name: 'My tasks' }).click();
    await expect(rows.nth(0)).toContainText(thirdTitle);
    await page.reload();
    await expect(rows.nth(0)).toContainText(thirdTitle);
  });
});

test.describe('calendar', () => {
  test('adds an event on a day, finds it after a reload and deletes it', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/apps/calendar');
    const days = page.locator('td.fc-daygrid-day:not(.fc-day-other)');
    const day = days.nth(9);
    const date = await day.getAttribute('data-date');
    await day.locator('.fc-daygrid-day-frame').click({ position: { x: 10, y: 60 } });
    const drawer = page.getByRole('form', { name: 'Add event' });
    await expect(drawer.getByLabel('Start')).toHaveValue(date ?? '');
    await drawer.getByLabel('Title').fill('Quarterly planning');
    await drawer.getByLabel('Event URL').fill('not a url');
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(drawer.getByText('Please choose a calendar')).toBeVisible();
    await expect(drawer.getByText('Please enter a valid web address (https://…)')).toBeVisible();
    await drawer.getByLabel('Event URL').fill('https://example.com/plan');
    await drawer.getByRole('combobox', { name: 'Calendar' }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'Event added')).toBeVisible();
    await expect(day.locator('.fc-event', { hasText: 'Quarterly planning' })).toBeVisible();

    await expect(drawer).toBeHidden();
    await page.reload();
    await day.locator('.fc-event', { hasText: 'Quarterly planning' }).click();
    const edit = page.getByRole('form', { name: 'Edit event' });
    await expect(edit.getByLabel('Start')).toHaveValue(date ?? '');
    await edit.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Event deleted')).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: 'Quarterly planning' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('drags an event to another day and the move is saved', async ({ page }) => {
    await open(page, '/apps/calendar');
    const event = page.locator('.fc-daygrid-event', { hasText: 'Design review' });
    await expect(event).toBeVisible();
    const from = await event.locator('xpath=ancestor::td[@data-date]').getAttribute('data-date');
    const shifted = (days: number) =>
      new Date(Date.parse(`${from}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    // A week later sits straight below in the month grid; a week earlier when that row is not shown.
    const later = page.locator(`td.fc-daygrid-day[data-date="${shifted(7)}"]`);
    const to = (await later.count()) ? shifted(7) : shifted(-7);
    const target = page.locator(`td.fc-daygrid-day[data-date="${to}"]`);
    const start = (await event.boundingBox())!;
    const end = (await target.boundingBox())!;
    const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
    const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
    // FullCalendar starts a drag only after several pointer moves past its threshold, each on its own frame.
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(x0 + ((x1 - x0) * step) / 12, y0 + ((y1 - y0) * step) / 12);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await page.mouse.up();
    await expect(toast(page, 'Event moved')).toBeVisible();
    await expect(target.locator('.fc-event', { hasText: 'Design review' })).toBeVisible();
    await page.reload();
    await expect(
      page.locator(`td.fc-daygrid-day[data-date="${to}"] .fc-event`, { hasText: 'Design review' }),
    ).toBeVisible();
  });

  test('unticking a calendar hides its events', async ({ page }) => {
    await open(page, '/apps/calendar');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/apps/calendar/events')) requests.push(request.url());
    });
    await expect(page.locator('.fc-event', { hasText: 'Design review' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Business' }).uncheck();
    await expect(page.locator('.fc-event', { hasText: 'Design review' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
    expect(requests.some((url) => decodeURIComponent(url).includes('calendars=Holiday,Personal,Family,ETC'))).toBe(
      true,
    );
    await page.getByRole('checkbox', { name: 'View all' }).check();
    await expect(page.locator('.fc-event', { hasText: 'Design review' })).toBeVisible();
  });
});

test('an unknown folder, label, filter or tag lands on /error-404', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const path of ['/apps/email/archive', '/apps/email/label/work', '/apps/todo/someday', '/apps/todo/tag/urgent']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error-404$/);
  }
});
