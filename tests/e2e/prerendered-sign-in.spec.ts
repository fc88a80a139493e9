import { expect, test, type Page } from '@playwright/test';
import { appReady, DEMO, watchErrors } from './support/session';

/* The sign-in pages come as HTML rendered when the app was built (scripts/prerender-plugin.ts); scripts hydrate it. */

/** MUI's primary colour (src/theme/palette.ts), which the page's links take from the theme. */
const PRIMARY = 'rgb(95, 83, 228)';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is there, styled by the theme, and Enter does not send it', async ({ page }) => {
    await page.goto('/login');
    // The title the page gives itself once it runs, already in the HTML.
    await expect(page).toHaveTitle('Sign in | Vuexy Admin');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(email).toBeVisible();
    await expect(password).toBeVisible();
    await expect(signIn).toBeVisible();
    // The styles came in the head: MUI's baseline, the theme's colours, the contained button's own background.
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCSS('color', PRIMARY);
    await expect(signIn).toHaveClass(/MuiButton-contained/);
    await expect(signIn).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(signIn).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');

    // Until a script runs the form, its button stays disabled, so Enter submits nothing (no password in a URL).
    await email.fill(DEMO.admin.email);
    await password.fill(DEMO.admin.password);
    await password.press('Enter');
    await expect(signIn).toBeDisabled();
    expect(page.url()).toMatch(/\/login$/);
    await expect(password).toHaveValue(DEMO.admin.password);
  });

  test('Tab goes from the e-mail straight to the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('the forgot-password form is there too', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle('Forgot password? | Vuexy Admin');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset code' })).toBeVisible();
  });
});

/** Holds the app's entry script until `release` is called: the page shows its prerendered HTML meanwhile. */
async function holdEntryScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what is typed before the script arrives stays, and signs in once it has', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdEntryScript(page);
  // Not until `load`, nor DOMContentLoaded: both wait for the module script.
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill(DEMO.admin.email);
  await password.fill(DEMO.admin.password);
  await password.press('Enter');
  expect(page.url()).toMatch(/\/login$/);
  // Hydration keeps these very elements; a client render would replace them.
  await page.evaluate(() => {
    (window as unknown as { prerenderedEmail: Element | null }).prerenderedEmail =
      document.querySelector('input[name="email"]');
  });

  release();
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerenderedEmail: Element | null }).prerenderedEmail ===
        document.querySelector('input[name="email"]'),
    ),
  ).toBe(true);
  await expect(email).toHaveValue(DEMO.admin.email);
  await expect(password).toHaveValue(DEMO.admin.password);
  await expect(password).toBeFocused();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(errors).toEqual([]);
});

test('a browser with another stored language renders the page itself instead of hydrating it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
  await page.goto('/login');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the sign-in page fetches the admin and home while idle without running them; signing in runs them', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The admin's root chunk (the first script the page names), marked so the page can tell whether it has run.
  const named = /<meta name="admin-scripts" content="([^"]+)">/.exec(await (await page.request.get('/login')).text());
  const adminRoot = named![1].split(' ')[0];
  await page.route(`**${adminRoot}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nwindow.__adminRan = true;` });
  });
  const fetched = (path: string) =>
    page.evaluate(
      (end) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === end).length,
      path,
    );
  const homeScreen = named![1].split(' ').find((file) => /\/HomePage-/.test(file))!;
  await page.goto('/login');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect.poll(() => fetched(homeScreen)).toBe(1);
  await expect.poll(() => fetched(adminRoot)).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__adminRan' in window)).toBe(false);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => '__adminRan' in window)).toBe(true);
  // Each script came once: what was fetched while idle is what ran.
  expect(await fetched(adminRoot)).toBe(1);
  expect(await fetched(homeScreen)).toBe(1);
  expect(errors).toEqual([]);
});
