import { expect, test, type Locator, type Page } from '@playwright/test';
import { settled } from './support/a11y';
import { appReady, DEMO, signInAs } from './support/session';

/**
 * The main tasks with the keyboard alone: after `page.goto` every step is a key press or typing. Reads (where focus
 * is, what is shown) go through the page; nothing is clicked or filled directly.
 */

/** One element matches `target` and has focus (one round trip: the walks below press Tab a hundred times). */
const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.length === 1 && elements[0] === document.activeElement);

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} Tab presses`);
}

/**
 * The focused element shows it: an outline or a shadow on it or on its control's root (a checkbox's input is
 * invisible), or — for a text field — its field's focused border.
 */
async function expectFocusVisible(page: Page) {
  const shown = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    if (
      element.matches('input:not([type="checkbox"], [type="radio"]), textarea') &&
      element.closest('.MuiInputBase-root.Mui-focused')
    )
      return true;
    return (
      (element.matches(':focus-visible') && (ring(element) || ring(element.closest('.Mui-focusVisible')))) ||
      element.outerHTML.slice(0, 200)
    );
  });
  expect(shown).toBe(true);
}

/** Tab and Shift+Tab `presses` times each: focus never leaves `container`. */
async function expectFocusTrapped(page: Page, container: Locator, presses = 25) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await container.evaluate((element) => element.contains(document.activeElement)), `${key} #${i + 1}`).toBe(
        true,
      );
    }
  }
}

/** Tab to the skip link (the first stop of a fresh page) and follow it: focus moves past the menu to the content. */
async function skipToContent(page: Page) {
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** Once the page has stopped scrolling (a smooth scroll, or one a focus started): the same position for 10 frames. */
const scrollSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still++;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve(true);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );

async function open(page: Page, path: string) {
  await signInAs(page, 'admin');
  await page.goto(path);
  await appReady(page);
  await settled(page);
}

test('signs in', async ({ page }) => {
  await page.goto('/login');
  await appReady(page);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await tabTo(page, email);
  await expectFocusVisible(page);
  await page.keyboard.type(DEMO.admin.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
});

test('on the sign-in page Tab goes from the e-mail straight to the password', async ({ page }) => {
  await page.goto('/login');
  await appReady(page);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await tabTo(page, email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('a menu entry chosen with the keyboard moves focus to the page heading; the next Tab reaches the page', async ({
  page,
}) => {
  await open(page, '/home');
  const companies = page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Companies' });
  await tabTo(page, companies);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Companies' });
  await expect(heading).toBeFocused();
  // From the heading on: the list's own controls, not the rest of the menu.
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeVisible();
  await tabTo(page, search, { max: 8 });
});

test('a menu entry chosen with the mouse moves focus to the page heading too', async ({ page }) => {
  await open(page, '/home');
  await page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Languages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeFocused();
});

test('after "Skip to content" the page title is not under the floating navbar', async ({ page }) => {
  await open(page, '/company');
  // A keyboard user who scrolled the list down, then went back to the skip link.
  await page.keyboard.press('End');
  // Once the key's (smooth) scroll has moved the page (a live refetch of the list may stop it short of the end).
  await page.waitForFunction(() => window.scrollY > 0);
  // A skip while that scroll still runs would be undone by it.
  await scrollSettled(page);
  await skipToContent(page);
  await scrollSettled(page);
  const navbarBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const titleTop = await page
    .getByRole('heading', { level: 1, name: 'Companies' })
    .evaluate((heading) => heading.getBoundingClientRect().top);
  expect(titleTop).toBeGreaterThanOrEqual(navbarBottom);
});

test('searches a management list, opens a record, edits a field and saves', async ({ page }) => {
  await open(page, '/language');
  await tabTo(page, page.getByRole('textbox', { name: 'Search' }));
  await page.keyboard.type('Fren');
  const french = page.getByRole('link', { name: 'French', exact: true });
  await expect(page.getByRole('link', { name: 'German', exact: true })).toHaveCount(0);
  await tabTo(page, french);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/language\/3$/);

  const nativeName = page.getByRole('textbox', { name: /^Native name/ });
  await expect(nativeName).toHaveValue('Français');
  await tabTo(page, nativeName);
  await expectFocusVisible(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Français (France)');
  const save = page.getByRole('button', { name: 'Save' });
  await tabTo(page, save);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/language(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'Français (France)' })).toHaveCount(1);
});

test('composes and sends an e-mail; the dialog keeps focus and gives it back', async ({ page }) => {
  await open(page, '/apps/email');
  const compose = page.getByRole('button', { name: 'Compose' });
  await tabTo(page, compose);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);

  await tabTo(page, dialog.getByLabel('To'));
  await page.keyboard.type('Sofia');
  await expect(page.getByRole('option', { name: /Sofia Mendes/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Subject'));
  await page.keyboard.type('Keyboard only');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('Sent without a mouse.');
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'Your message was sent' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(compose).toBeFocused();
});

test('adds a to-do; the drawer keeps focus and gives it back', async ({ page }) => {
  await open(page, '/apps/todo');
  const add = page.getByRole('button', { name: 'Add task' });
  await tabTo(page, add);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('form', { name: 'Add task' });
  await expect(drawer).toBeVisible();
  const panel = page.locator('.MuiDrawer-paper').filter({ has: drawer });
  await expectFocusTrapped(page, panel);
  await tabTo(page, drawer.getByLabel('Title'));
  await page.keyboard.type('Typed with the keyboard');
  await tabTo(page, drawer.getByRole('button', { name: 'Add', exact: true }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('task-row').filter({ hasText: 'Typed with the keyboard' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
});

/**
 * The shop starts at the skip link, as a keyboard user would go past the menu. Following "View in cart" removes the
 * focused link with the shop: the checkout's content takes focus, so Tab goes on from there, not from above the menu.
 */
test('checks out in the shop', async ({ page }) => {
  await open(page, '/apps/e-commerce/shop');
  await skipToContent(page);
  const addToCart = page.getByRole('button', { name: /^Add .+ to the cart$/ }).first();
  const product = ((await addToCart.getAttribute('aria-label')) ?? (await addToCart.innerText())).replace(
    /^Add (.+) to the cart$/,
    '$1',
  );
  await tabTo(page, addToCart, { max: 150 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  // The link that replaces the button takes its focus.
  const inCart = page.getByRole('link', { name: `View ${product} in the cart` });
  await expect(inCart).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout$/);
  await expect(page.getByRole('main')).toBeFocused();
  // A keyboard user tabs once the checkout is on screen: its cart arrives from the demo API after the page shows.
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  const address = {
    'Full name': 'Grace Hopper',
    'Mobile number': '+1 555 010 1906',
    'Flat, house no.': '1 Navy Way',
    'Town / City': 'Arlington',
    Postcode: '22202',
    'State / Region': 'Virginia',
  };
  for (const [label, value] of Object.entries(address)) {
    // Required fields' labels end with " *"; their accessible names do not.
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Deliver here' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Security code (CVV)' }));
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Confirm and pay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});
