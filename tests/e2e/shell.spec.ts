import { expect, test } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

test.describe('application shell', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

  test('root redirects to /home and the title follows the route table', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle(/^Home \| /);
  });

  test('an unknown path lands on /error-404 in the full layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
    await expect(page.locator('[data-layout="full"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'main menu' })).toHaveCount(0);
  });

  test('miscellaneous pages use the full layout', async ({ page }) => {
    for (const path of ['coming-soon', 'not-authorized', 'under-maintenance', 'error']) {
      await page.goto(`/pages/miscellaneous/${path}`);
      await expect(page.locator('[data-layout="full"]')).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
    }
  });

  test('the skin persists across a reload', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
    await page.getByRole('button', { name: 'Switch to dark skin' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    const background = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(22, 29, 49)');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light skin' })).toBeVisible();
  });

  test('the customizer switches to the horizontal layout and it persists', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    await page.getByRole('radio', { name: 'Horizontal' }).check();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await page.getByRole('button', { name: 'Close customizer' }).click();
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Coming soon' }).click();
    await expect(page).toHaveURL(/coming-soon$/);
    await page.goto('/home');
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  });

  test('right-to-left mirrors the layout', async ({ page }) => {
    await page.goto('/home');
    const menuBefore = await page.getByRole('navigation', { name: 'main menu' }).boundingBox();
    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    await page.getByRole('switch', { name: 'Right to left' }).check();
    await page.getByRole('button', { name: 'Close customizer' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const menuAfter = await page.getByRole('navigation', { name: 'main menu' }).boundingBox();
    expect(menuBefore!.x).toBeLessThan(100);
    expect(menuAfter!.x).toBeGreaterThan(1000);
  });

  test('the scroll-to-top button appears after 250 px', async ({ page }) => {
    await page.goto('/home');
    await appReady(page);
    // A long page: the home page alone is shorter than the threshold on a desktop screen.
    await page.locator('#main-content').evaluate((main) => {
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      main.append(spacer);
    });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('switching language translates the shell and survives a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await expect(page.getByRole('button', { name: 'Sprache' })).toBeVisible();
    await expect(page).toHaveTitle(/^Startseite \| /);
    await expect(page.getByText('Seiten', { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sprache' })).toBeVisible();
    // One name for the home page: the breadcrumb says what the menu says.
    await page.goto('/company');
    await expect(
      page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Startseite' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Startseite' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the navbar search finds a page by keyboard', async ({ page }) => {
    await page.goto('/home');
    await appReady(page);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Search pages' });
    await search.fill('maint');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/under-maintenance$/);
  });

  test('a page starred in the search becomes a bookmark that persists', async ({ page }) => {
    await page.goto('/home');
    const bookmarks = page.getByRole('navigation', { name: 'Bookmarks' });
    await expect(bookmarks.getByRole('link', { name: 'Coming soon' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search pages' }).click();
    await page.getByRole('combobox', { name: 'Search pages' }).fill('coming');
    await page
      .getByRole('option', { name: /Coming soon/ })
      .getByRole('button', { name: 'Add to bookmarks' })
      .click();
    await page.keyboard.press('Escape');
    await expect(bookmarks.getByRole('link', { name: 'Coming soon' })).toBeVisible();
    await page.reload();
    await expect(bookmarks.getByRole('link', { name: 'Coming soon' })).toBeVisible();
  });

  test('the menu becomes a drawer on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/access-control');
    await expect(page.getByRole('navigation', { name: 'main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('coming soon', () => {
  test('the notify form validates and subscribes', async ({ page }) => {
    await page.goto('/pages/miscellaneous/coming-soon');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('Please enter your e-mail address')).toBeVisible();
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText(/valid e-mail address/)).toBeVisible();
    await expect(email).toHaveValue('not-an-address');
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status')).toContainText('ada@example.com');
  });
});

test('the shipped page carries its Content-Security-Policy, as a header and as a meta tag for static hosts', async ({
  page,
}) => {
  const response = await page.goto('/login');
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'; style-src/,
  );
});

test("a signed-in reload of a list asks for the list's code from the page, while the admin's is still on its way", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const errors = watchErrors(page);
  // The server names the list's chunk in the HTML it sends for /admin (scripts/first-screens-plugin.ts).
  const html = await (await page.request.get('/admin')).text();
  const list = /<link rel="modulepreload" crossorigin href="(\/assets\/ResourceList-[\w-]+\.js)">/.exec(html)?.[1];
  expect(list, 'the list chunk is preloaded').toBeTruthy();
  // The admin's root chunk is held until the list's has been asked for: only the page itself can ask that early
  // (without the link it would be asked for once the admin had run, and this would wait for ever).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/assets\/admin-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === list);
  await page.goto('/admin', { waitUntil: 'commit' });
  await listAsked;
  release();
  await appReady(page);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Fetched once, by the link: the screen's import found the preloaded module.
  const fetches = await page.evaluate(
    (path) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length,
    list!,
  );
  expect(fetches).toBe(1);
  expect(errors).toEqual([]);
});

test('a signed-in reload of a list, an add or edit form or a detail page moves nothing below it as it fills in', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // The footer sits below the page: it moves if the page is drawn short at any moment, then fills in.
  await page.addInitScript(() => {
    const seen = window as unknown as { footerShifts: number };
    seen.footerShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
        if (entry.sources.some((source) => source.node?.nodeName === 'FOOTER')) seen.footerShifts += 1;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // On a slow phone's CPU every stage of the page (session check, record on its way) is drawn.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const [path, filled] of [
    ['/admin', page.locator('tbody tr').first()],
    ['/admin/1', page.getByRole('button', { name: 'Save' })],
    ['/admin/add', page.getByRole('button', { name: 'Save' })],
    ['/company/1/show', page.getByRole('link', { name: 'Edit' })],
  ] as const) {
    await page.goto(path);
    await appReady(page);
    await expect(filled).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'loading' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { footerShifts: number }).footerShifts), path).toBe(0);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
