import { expect, test } from '@playwright/test';
import { axeFindings, CONFIGURATIONS, settled, useSettings } from './support/a11y';
import { appReady, signInAs, watchErrors } from './support/session';

/**
 * Visits every path of the route table as an administrator, once per configuration (light, dark, right to left).
 * A route fails on an uncaught error, a console error, landing on /error-404, an empty page, or a critical or
 * serious axe finding (WCAG 2.1 AA) — so every screen is covered by being listed. Moderate findings are printed.
 */
for (const [configuration, { skin, settings }] of Object.entries(CONFIGURATIONS)) {
  test(`every route of the route table renders and passes axe (${configuration})`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await useSettings(page, skin, settings);
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
      await settled(page);
      const url = new URL(page.url());
      const text = (await page.locator('#root').innerText()).trim();
      if (url.pathname === '/error-404' && path !== '/error-404') failures.push(`${path}: landed on /error-404`);
      else if (text.length < 20) failures.push(`${path}: empty page`);
      if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      const { severe, moderate } = await axeFindings(page, `${path} (${configuration})`);
      for (const line of moderate) console.log(`[a11y] ${line}`);
      for (const line of severe) console.log(`[a11y] ${line}`);
      failures.push(...severe);
    }
    expect(failures).toEqual([]);
  });
}
