import { expect, test } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

/**
 * Visits every path of the route table as an administrator. A route fails on an uncaught error, a console error,
 * landing on /error-404, or an empty page — so every screen is covered by being listed.
 */
test('every route of the route table renders', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await signInAs(page, 'admin');
  await page.goto('/home');
  await appReady(page);
  const paths = await page.evaluate(() => window.__ROUTE_PATHS__ ?? []);
  expect(paths.length).toBeGreaterThan(5);
  const failures: string[] = [];
  for (const { path } of paths) {
    const errors = watchErrors(page);
    await page.goto(path);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[role="progressbar"][aria-label="loading"]')).toHaveCount(0);
    const url = new URL(page.url());
    const text = (await page.locator('#root').innerText()).trim();
    if (url.pathname === '/error-404' && path !== '/error-404') failures.push(`${path}: landed on /error-404`);
    else if (text.length < 20) failures.push(`${path}: empty page`);
    if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(failures).toEqual([]);
});
