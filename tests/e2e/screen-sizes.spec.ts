import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, signInAs } from './support/session';
import { networkQuiet } from './support/network';
import { navigateInApp } from './support/navigate';

/** Opens a screen signed in as the administrator, on fresh demo data (each test has its own browser storage). */
async function open(page: Page, path: string) {
  await signInAs(page, 'admin');
  await page.goto(path);
  await appReady(page);
}

const windowSize = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    scrollY: window.scrollY,
  }));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Each screen, and what shows it has loaded. */
  const SCREENS: Record<string, (page: Page) => Locator> = {
    '/admin': (page) => page.locator('.MuiTablePagination-displayedRows'),
    '/user': (page) => page.locator('.MuiTablePagination-displayedRows'),
    '/role': (page) => page.locator('.MuiTablePagination-displayedRows'),
    '/home': (page) => page.getByRole('heading', { name: 'Management areas' }),
    '/apps/chat': (page) => page.getByText('Start a conversation'),
    '/apps/email': (page) => page.getByRole('list', { name: 'E-mails' }).getByRole('listitem').first(),
    '/apps/calendar': (page) => page.getByTestId('calendar').locator('.fc-toolbar-title'),
    '/apps/todo': (page) => page.getByTestId('task-row').first(),
  };
  test('no screen scrolls sideways', async ({ page }) => {
    await open(page, '/home');
    const wide: string[] = [];
    // One page that moves inside the app: each screen lays out as it does when opened by its address.
    for (const [path, loaded] of Object.entries(SCREENS)) {
      await navigateInApp(page, path);
      await appReady(page);
      await expect(loaded(page)).toBeVisible();
      await networkQuiet(page);
      const size = await windowSize(page);
      if (size.scrollWidth > size.innerWidth) wide.push(`${path}: ${size.scrollWidth} > ${size.innerWidth}`);
    }
    expect(wide).toEqual([]);
  });

  test('the navbar buttons keep their size and do not touch', async ({ page }) => {
    await open(page, '/admin');
    const buttons = page.locator('header').getByRole('button');
    await expect(buttons.last()).toBeVisible();
    const boxes = await Promise.all((await buttons.all()).map(box));
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const [index, { x, width }] of boxes.entries()) {
      expect(width).toBeGreaterThanOrEqual(40);
      expect(x + width).toBeLessThanOrEqual(390);
      if (index > 0) expect(x).toBeGreaterThanOrEqual(boxes[index - 1].x + boxes[index - 1].width);
    }
  });

  test('a list keeps Columns, Export and Add on screen, and they work', async ({ page }) => {
    await open(page, '/admin');
    await expect(page.getByRole('link', { name: 'Ada Owner' })).toBeVisible();
    const columns = page.getByRole('button', { name: 'Columns', exact: true });
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    const add = page.getByRole('link', { name: 'Add', exact: true });
    for (const control of [columns, exportButton, add]) await expect(control).toBeInViewport({ ratio: 1 });

    await columns.click();
    await page.getByRole('switch', { name: 'E-mail' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'owner@demo.com' })).toBeHidden();

    const download = page.waitForEvent('download');
    await exportButton.click();
    expect((await download).suggestedFilename()).toMatch(/^admin-\d{4}-\d{2}-\d{2}\.csv$/);

    await add.click();
    await expect(page).toHaveURL(/\/admin\/add$/);
  });

  test('a record opens from the list', async ({ page }) => {
    await open(page, '/admin');
    await page.getByRole('link', { name: 'Ada Owner' }).click();
    await expect(page).toHaveURL(/\/admin\/\d+$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Owner');
  });

  test('the calendar toolbar wraps inside its card', async ({ page }) => {
    await open(page, '/apps/calendar');
    const calendar = page.getByTestId('calendar');
    await expect(calendar.getByRole('button', { name: 'List' })).toBeVisible();
    const card = await box(calendar);
    for (const button of await calendar.locator('.fc-toolbar button').all()) {
      const { x, width } = await box(button);
      expect(x).toBeGreaterThanOrEqual(card.x);
      expect(x + width).toBeLessThanOrEqual(card.x + card.width);
    }
  });

  test('the chat is usable: its list opens as a drawer and the message box is on screen', async ({ page }) => {
    await open(page, '/apps/chat');
    await page.getByRole('button', { name: 'Chats' }).click();
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /Felicia Rowe/ })
      .click();
    const message = page.getByRole('textbox', { name: 'Message to Felicia Rowe' });
    await expect(message).toBeInViewport({ ratio: 1 });
    await message.fill('On my way');
    await message.press('Enter');
    await expect(page.getByRole('log', { name: 'Messages with Felicia Rowe' })).toContainText('On my way');
    await expect(message).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: 'Felicia Rowe' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('on a tablet (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('a table wider than the screen scrolls inside its card', async ({ page }) => {
    await open(page, '/user');
    const table = page.locator('.RaDataTable-tableWrapper');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await networkQuiet(page);
    const size = await windowSize(page);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByRole('link', { name: 'Add', exact: true })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('on a desktop (1440×900) the apps fill the window and scroll inside', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** The window itself does not scroll, and the footer is on screen below the app. */
  async function fitsWindow(page: Page) {
    const size = await windowSize(page);
    expect(size.scrollHeight).toBeLessThanOrEqual(size.innerHeight);
    expect(size.scrollY).toBe(0);
    await expect(page.locator('footer')).toBeInViewport({ ratio: 1 });
  }

  /** `pane` sits fully between the navbar and the bottom of the window. */
  async function belowNavbar(page: Page, pane: Locator) {
    const navbar = await box(page.locator('header'));
    const { y, height } = await box(pane);
    expect(y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(y + height).toBeLessThanOrEqual(900);
  }

  test('chat: the message box is on screen, and after sending the header stays below the navbar', async ({ page }) => {
    await open(page, '/apps/chat');
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /Adalberto Granzin/ })
      .click();
    const message = page.getByRole('textbox', { name: 'Message to Adalberto Granzin' });
    await expect(message).toBeInViewport({ ratio: 1 });
    await fitsWindow(page);

    const log = page.getByRole('log', { name: 'Messages with Adalberto Granzin' });
    for (const text of ['First draft is ready', 'Second pass tomorrow', 'Final files on Friday']) {
      await message.fill(text);
      await message.press('Enter');
      await expect(log).toContainText(text);
    }
    await expect(message).toBeInViewport({ ratio: 1 });
    await belowNavbar(page, page.getByRole('heading', { name: 'Adalberto Granzin' }));
    await fitsWindow(page);
  });

  for (const [app, path, listName] of [
    ['email', '/apps/email', 'E-mails'],
    ['to-do', '/apps/todo', 'Tasks'],
  ] as const) {
    test(`${app}: the list is a pane that scrolls inside the window`, async ({ page }) => {
      await open(page, path);
      const list = page.getByRole('list', { name: listName });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await belowNavbar(page, list);
      await fitsWindow(page);
      // More items than fit: the pane scrolls to the last one, the window stays put.
      expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      const last = list.getByRole('listitem').last();
      await expect(last).toBeInViewport();
      const [item, pane] = [await box(last), await box(list)];
      expect(item.y + item.height).toBeLessThanOrEqual(pane.y + pane.height + 1);
      await belowNavbar(page, list);
      await fitsWindow(page);
    });
  }
});
