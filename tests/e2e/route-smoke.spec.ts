import { expect, test } from '@playwright/test';
import { axeFindings, CONFIGURATIONS, settled, useSettings } from './support/a11y';
import { appReady, signInAs, watchErrors } from './support/session';

/**
 * Visits every path of the route table as an administrator. A route fails on an uncaught error, a console error,
 * landing on /error-404, an empty page, or a critical or serious axe finding (WCAG 2.1 AA) — so every screen is
 * covered by being listed. Moderate findings are printed.
 *
 * Light walks every route. Dark and right to left change colours and direction, not markup, and three full walks
 * exceed the CI budget: they walk the main screens, one of each layout (full page, content) and each kind of screen.
 */
const MAIN_SCREENS = ['/login', '/home', '/admin', '/user', '/role', '/content-privacy', '/apps/email', '/apps/chat'];
/**
 * Rules still failing somewhere (counts in the report of the accessibility issue): printed, not failing, until
 * fixed. On the main screens colours and lists are fixed already and stay enforced.
 */
const OPEN = new Set([
  'color-contrast', 'list', 'listitem', 'link-name', 'nested-interactive', 'role-img-alt', 'aria-conditional-attr',
  'scrollable-region-focusable', 'aria-progressbar-name',
]);
const FIXED_ON_MAIN_SCREENS = new Set(['color-contrast', 'list', 'listitem']);
const enforced = (rule: string, path: string) => !OPEN.has(rule) || (MAIN_SCREENS.includes(path) && FIXED_ON_MAIN_SCREENS.has(rule));

for (const [configuration, { skin, settings }] of Object.entries(CONFIGURATIONS)) {
  test(`the route table renders and passes axe (${configuration})`, async ({ page }) => {
    test.setTimeout(25 * 60_000);
    await useSettings(page, skin, settings);
    await signInAs(page, 'admin');
    await page.goto('/home');
    await appReady(page);
    const all = await page.evaluate(() => window.__ROUTE_PATHS__ ?? []);
    expect(all.length).toBeGreaterThan(5);
    const paths = configuration === 'light' ? all.map(({ path }) => path) : MAIN_SCREENS;
    const failures: string[] = [];
    for (const path of paths) {
      const errors = watchErrors(page);
      await page.goto(path);
      await appReady(page);
      await settled(page);
      const url = new URL(page.url());
      const text = (await page.locator('#root').innerText()).trim();
      if (url.pathname === '/error-404' && path !== '/error-404') failures.push(`${path}: landed on /error-404`);
      else if (text.length < 20) failures.push(`${path}: empty page`);
      if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      const { severe, moderate } = await axeFindings(page, path, configuration);
      for (const finding of [...moderate, ...severe]) console.log(`[a11y] ${finding.line}`);
      failures.push(...severe.filter(({ rule }) => enforced(rule, path)).map(({ line }) => line));
    }
    expect(failures).toEqual([]);
  });
}
