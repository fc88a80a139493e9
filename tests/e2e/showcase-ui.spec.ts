import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs } from './support/session';

/**
 * Components, extensions, UI and page-layout showcase screens: the interactive ones really work. That every showcase
 * path renders (no error, its own path, titled example cards) is checked by the route walk (route-smoke.spec.ts).
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await expect(page.locator('[role="progressbar"][aria-label="loading"]')).toHaveCount(0);
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

test.describe('extensions', () => {
  test('sweet alert: a confirmed deletion is reported and answered', async ({ page }) => {
    await open(page, '/extensions/sweet-alert');
    const confirm = card(page, 'Confirm or cancel');
    await confirm.getByRole('button', { name: 'Delete the file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    // The answer opens a second dialog; the page behind it is hidden from assistive technology until it closes.
    await page.getByRole('dialog', { name: 'Deleted!' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(confirm.getByRole('status')).toHaveText('Result: confirmed.');
    await confirm.getByRole('button', { name: 'Delete the file' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'No, keep it' }).click();
    await page.getByRole('dialog', { name: 'Cancelled' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(confirm.getByRole('status')).toHaveText('Result: cancelled with the button.');
  });

  test('drag and drop: reorders with the keyboard and moves a card to the other list with the mouse', async ({
    page,
  }) => {
    await open(page, '/extensions/drag-drop');
    const order = page.getByTestId('sortable-order');
    await expect(order).toHaveText(/^Order: Plan the sprint, Design the screens/);
    // Each key waits for dnd-kit's announcement: the next one only counts once the last has been handled.
    const announced = (text: string) =>
      expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);
    const handle = page.getByRole('button', { name: 'Move Plan the sprint' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await announced('Plan the sprint is over Plan the sprint.');
    await page.keyboard.press('ArrowDown');
    await announced('Plan the sprint is over Design the screens.');
    await page.keyboard.press('Space');
    await expect(order).toHaveText(/^Order: Design the screens, Plan the sprint, Build the features/);

    const source = page.getByTestId('list-backlog').getByText('Send the invoices');
    const target = page.getByTestId('list-done');
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(
        from.x + ((to.x + to.width / 2 - from.x) * step) / 12,
        from.y + ((to.y + to.height - 30 - from.y) * step) / 12,
      );
    }
    await page.mouse.up();
    await expect(target.getByText('Send the invoices')).toBeVisible();
    await expect(page.getByTestId('list-backlog').getByText('Send the invoices')).toHaveCount(0);
  });

  test('clipboard: copies the typed text and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/extensions/clipboard');
    const field = card(page, 'Copy what you type');
    await field.getByLabel('Text to copy').fill('Showcase clipboard check');
    await field.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(field.getByRole('status')).toHaveText(/Copied with the (Clipboard API|fallback copy command)\./);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Showcase clipboard check');
    await field.getByLabel('Text to copy').fill('');
    await field.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(field.getByText('Type something to copy first.')).toBeVisible();
  });

  test('context menu: a right click opens the actions and they change the list', async ({ page }) => {
    await open(page, '/extensions/context-menu');
    const files = page.getByTestId('file-list');
    await files.getByText('roadmap.pdf').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(files.getByText('roadmap (copy).pdf')).toBeVisible();
    await files.getByText('budget-2025.xlsx').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(files.getByText('budget-2025.xlsx')).toHaveCount(0);
    await files.getByText('team-photo.png').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Open' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opened team-photo.png.' })).toBeVisible();
  });

  test('toastification: toasts appear where asked and their action works', async ({ page }) => {
    await open(page, '/extensions/toastification');
    await card(page, 'Types').getByRole('button', { name: 'Success' }).click();
    await expect(page.locator('[data-toast-position="top-end"] [data-toast-type="success"]')).toContainText(
      'Your changes are safe.',
    );
    await page.getByRole('combobox', { name: /^Position/ }).click();
    await page.getByRole('option', { name: 'Bottom, start' }).click();
    await page.getByRole('button', { name: 'Show a toast' }).click();
    await expect(page.locator('[data-toast-position="bottom-start"]')).toContainText('Shown at: Bottom, start.');
    await page.getByRole('button', { name: 'Remove Ben Kraus' }).click();
    await expect(page.getByRole('list', { name: 'Contacts' }).getByText('Ben Kraus')).toHaveCount(0);
    await page.locator('[data-toast-type="warning"]').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('list', { name: 'Contacts' }).getByText('Ben Kraus')).toBeVisible();
  });

  test('i18n: switching the language changes the page and the chrome at once', async ({ page }) => {
    await open(page, '/extensions/i18n');
    await expect(page.getByTestId('i18n-welcome')).toHaveText('Welcome to the admin!');
    await page.getByRole('button', { name: /Français/ }).click();
    await expect(page.getByTestId('i18n-welcome')).toHaveText('Bienvenue dans l’administration !');
    await expect(page.getByRole('heading', { name: 'Internationalisation' })).toBeVisible();
    await expect(page.getByTestId('current-locale')).toContainText('fr');
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('i18n-welcome')).toHaveText('Bienvenue dans l’administration !');
  });

  test('slider: the keyboard moves the value and the range fields check what is typed', async ({ page }) => {
    await open(page, '/extensions/slider');
    const volume = page.getByRole('slider', { name: 'Volume' });
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('volume-value')).toHaveText('Volume: 32%');
    await page.getByRole('slider', { name: 'Step value' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('steps-value')).toHaveText('Value: 50');
    const min = page.getByRole('textbox', { name: 'Minimum price' });
    await min.fill('590');
    await min.press('Enter');
    await expect(page.getByText('Keep at least 50 between the minimum and the maximum.')).toBeVisible();
    await expect(min).toHaveValue('590');
    await min.fill('100');
    await min.press('Enter');
    await expect(page.getByTestId('price-range')).toContainText('100');
  });

  test('tour: steps advance, go back and can be skipped', async ({ page }) => {
    await open(page, '/extensions/tour');
    await page.getByRole('button', { name: 'Start the tour' }).click();
    const step = page.getByRole('dialog');
    await expect(step).toContainText('Welcome!');
    await expect(page.getByTestId('tour-progress')).toHaveText('Step 1 of 5');
    await expect(page.getByTestId('tour-spotlight')).toBeVisible();
    await step.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('tour-progress')).toHaveText('Step 2 of 5');
    await expect(step).toContainText('Key figures');
    await step.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('tour-progress')).toHaveText('Step 1 of 5');
    await step.getByRole('button', { name: 'Next' }).click();
    await step.getByRole('button', { name: 'Skip the tour', exact: true }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Tour skipped at step 2 of 5.' })).toBeVisible();
    await expect(page.getByTestId('tour-spotlight')).toHaveCount(0);
  });
});

test.describe('components', () => {
  test('modal opens and closes with the answer shown', async ({ page }) => {
    await open(page, '/components/modal');
    const basic = card(page, 'Basic');
    await basic.getByRole('button', { name: 'Open the modal' }).click();
    await expect(page.getByRole('dialog', { name: 'Use location services?' })).toBeVisible();
    await page.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(basic.getByText('You agreed.')).toBeVisible();
    await basic.getByRole('button', { name: 'Open the modal' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(basic.getByText('You disagreed or closed the modal.')).toBeVisible();
  });

  test('pagination changes the orders shown', async ({ page }) => {
    await open(page, '/components/pagination');
    const orders = page.getByTestId('paged-orders');
    await expect(orders).toContainText('Order #1001');
    await page.getByRole('navigation', { name: 'Order pages' }).getByRole('button', { name: 'Go to page 4' }).click();
    await expect(orders).toContainText('Order #1016');
    await expect(orders).not.toContainText('Order #1001');
    await expect(page.getByText('16–20 of 47')).toBeVisible();
  });

  test('pagination nav puts the page in the address', async ({ page }) => {
    await open(page, '/components/pagination-nav');
    await page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name: 'Go to page 4' }).click();
    await expect(page).toHaveURL(/\/components\/pagination-nav\?page=4$/);
    await expect(page.getByTestId('nav-page-heading')).toHaveText('Page 4');
    await page.goBack();
    await expect(page.getByTestId('nav-page-heading')).toHaveText('Page 1');
  });

  test('tabs switch their panel', async ({ page }) => {
    await open(page, '/components/tab');
    const basic = card(page, 'Basic');
    await expect(basic.getByRole('tabpanel')).toContainText('A lightweight jacket');
    await basic.getByRole('tab', { name: 'Details' }).click();
    await expect(basic.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(basic.getByRole('tabpanel')).toContainText('Polyester shell');
    await basic.getByRole('tab', { name: 'Details' }).press('ArrowRight');
    await expect(basic.getByRole('tab', { name: 'Reviews' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(basic.getByRole('tabpanel')).toContainText('Rated 4.6 out of 5');
  });

  test('collapse toggles its block', async ({ page }) => {
    await open(page, '/components/collapse');
    const content = page.getByTestId('collapse-basic-content');
    await expect(content).toBeHidden();
    await page.getByRole('button', { name: 'Show details' }).first().click();
    await expect(content).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide details' }).first()).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Hide details' }).first().click();
    await expect(content).toBeHidden();
  });

  test('alerts can be dismissed and restored', async ({ page }) => {
    await open(page, '/components/alert');
    const dismissible = card(page, 'Dismissible');
    await dismissible
      .getByRole('alert')
      .filter({ hasText: 'You can close this message.' })
      .getByRole('button', { name: 'Close' })
      .click();
    await dismissible
      .getByRole('alert')
      .filter({ hasText: 'And this one too.' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(dismissible.getByText('All alerts are closed.')).toBeVisible();
    await dismissible.getByRole('button', { name: 'Restore alerts' }).click();
    await expect(dismissible.getByText('You can close this message.')).toBeVisible();
  });

  test('toasts come from react-admin notify', async ({ page }) => {
    await open(page, '/components/toasts');
    await card(page, 'Notifications').getByRole('button', { name: 'Success' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  });

  test('carousel moves to the next slide', async ({ page }) => {
    await open(page, '/components/carousel');
    await expect(page.getByTestId('carousel-position')).toHaveText('Slide 1 of 5');
    await page.getByRole('button', { name: 'Next slide' }).first().click();
    await expect(page.getByTestId('carousel-position')).toHaveText('Slide 2 of 5');
  });
});

test.describe('page layouts', () => {
  test('each layout applies to its own route only', async ({ page }) => {
    await open(page, '/page-layouts/collapsed-menu');
    await expect(page.locator('[data-menu-collapsed="true"]')).toBeVisible();
    await expect(page.getByTestId('effective-settings')).toContainText('menuCollapsed: true');

    await open(page, '/page-layouts/boxed-layout');
    await expect(page.locator('[data-content-width="boxed"]')).toBeVisible();

    await open(page, '/page-layouts/without-menu');
    await expect(page.getByRole('navigation', { name: 'main menu' })).toHaveCount(0);
    await expect(page.locator('header')).toHaveCount(1);

    await open(page, '/page-layouts/layout-empty');
    await expect(page.getByRole('navigation', { name: 'main menu' })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);

    await open(page, '/page-layouts/layout-blank');
    await expect(page.locator('[data-layout="full"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blank layout' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'main menu' })).toBeVisible();
    await expect(page.locator('[data-menu-collapsed="true"]')).toHaveCount(0);
    await expect(page.locator('[data-content-width="full"]')).toBeVisible();
  });
});
