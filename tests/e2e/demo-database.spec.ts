import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

/*
 * The demo apps' database in the browser (IndexedDB, answered by the service worker in both modes): a save is stored
 * before it is answered, open tabs share the data, and stored data that cannot be read never leaves a blank page.
 */
const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').filter({ hasText: text });
const taskRow = (page: Page, title: string) => page.getByTestId('task-row').filter({ hasText: title });

async function openTodo(page: Page) {
  await page.goto('/apps/todo');
  await appReady(page);
  await expect(page.getByTestId('task-row').first()).toBeVisible();
}

async function addTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add task' }).click();
  const drawer = page.getByRole('form', { name: 'Add task' });
  await drawer.getByLabel('Title').fill(title);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/apps/todo/tasks') && response.request().method() === 'POST',
  );
  await drawer.getByRole('button', { name: 'Add' }).click();
  expect((await saved).status()).toBe(201);
}

test('a saved task survives a reload made right after the save', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, 'admin');
  await openTodo(page);
  await addTask(page, 'Kept through a quick reload');
  // No waiting: the page is reloaded as soon as the save is answered.
  await page.reload();
  await appReady(page);
  await expect(taskRow(page, 'Kept through a quick reload')).toBeVisible();
  expect(errors).toEqual([]);
});

test('two tabs share the demo data, and a reset in one is not undone by a write in the other', async ({ context }) => {
  const first = await context.newPage();
  await signInAs(first, 'admin');
  await openTodo(first);
  const second = await context.newPage();
  await openTodo(second);

  // A change in one tab shows in the other, which was open all along.
  await addTask(first, 'Added in the first tab');
  await expect(taskRow(second, 'Added in the first tab')).toBeVisible();
  await addTask(second, 'Added in the second tab');
  await expect(taskRow(first, 'Added in the second tab')).toBeVisible();

  // A reset in the first tab: the second tab shows the demo data again.
  await first.getByRole('button', { name: 'Open theme customizer' }).click();
  await first.getByRole('button', { name: 'Reset demo data' }).click();
  await first.getByRole('button', { name: 'Confirm' }).click();
  await expect(taskRow(second, 'Added in the first tab')).toHaveCount(0);
  await expect(taskRow(second, 'Added in the second tab')).toHaveCount(0);

  // The second tab writes next: its write is kept, and what the reset removed stays removed.
  await addTask(second, 'Added after the reset');
  await first.reload();
  await appReady(first);
  await expect(taskRow(first, 'Added after the reset')).toBeVisible();
  await expect(taskRow(first, 'Added in the first tab')).toHaveCount(0);
  await expect(taskRow(first, 'Added in the second tab')).toHaveCount(0);
});

/** Writes raw records into the demo database's IndexedDB (the layout of src/mock/persistence.ts). */
function seedStorage(page: Page, entries: Record<string, unknown>) {
  return page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('demo-data', 2);
        request.onupgradeneeded = () =>
          ['meta', 'collections', 'backups'].forEach((name) => request.result.createObjectStore(name));
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['meta', 'collections'], 'readwrite');
          tx.objectStore('meta').put(
            {
              version: 5,
              epoch: 'seeded',
              revision: 1,
              revs: Object.fromEntries(Object.keys(records).map((name) => [name, 1])),
            },
            'meta',
          );
          for (const [name, value] of Object.entries(records)) tx.objectStore('collections').put(value, name);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onabort = () => reject(tx.error);
        };
      }),
    entries,
  );
}

const backupCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('demo-data');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('backups').objectStore('backups').count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      }),
  );

test('demo data that cannot be read is set aside: a banner says so and the apps work on fresh data', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // A collection that is no list, and a row twice: what a broken disk or an old bug could leave.
  await seedStorage(page, {
    todoTasks: { kind: 'collection', items: { broken: true }, sequence: 3 },
    calendarEvents: { kind: 'collection', items: [{ id: 1 }, { id: 1 }], sequence: 2 },
  });
  await openTodo(page);
  const banner = page.getByTestId('demo-data-notice');
  await expect(banner).toContainText('Demo data could not be read and was reset');
  expect(await backupCount(page)).toBe(1);

  // The app works: the demo tasks are there and a new one is kept.
  await addTask(page, 'Written after the recovery');
  await expect(toast(page, 'Task added')).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await appReady(page);
  await expect(taskRow(page, 'Written after the recovery')).toBeVisible();
  await expect(page.getByTestId('demo-data-notice')).toBeHidden();
});
