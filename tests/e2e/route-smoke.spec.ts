import { expect, test, type Page } from '@playwright/test';
import { axeFindings, COLOUR_RULES, CONFIGURATIONS, settled, switchSettings, useSettings } from './support/a11y';
import { appReady, signInAs, watchErrors } from './support/session';

/**
 * Visits every path of the route table as an administrator. A route fails on an uncaught error, a console error,
 * landing on /error-404, an empty page, or a critical or serious axe finding (WCAG 2.1 AA) in the light skin, or a
 * colour finding in the dark skin right to left — so every screen is covered by being listed. Moderate findings are
 * printed.
 *
 * Each route is visited once: axe runs every rule in the light skin, then the skin and the direction change in place
 * (as when another tab changes them: a storage event) and axe runs the rules a skin or a direction can change
 * (COLOUR_RULES), with no second load of the screen. The table is walked in CHUNKS tests (every CHUNKS-th route
 * each), so that Playwright's workers share the walk.
 */
const CHUNKS = 4;
const PASSES = [
  { configuration: 'light', rules: undefined },
  { configuration: 'dark, right to left', rules: COLOUR_RULES },
] as const;

async function routePaths(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/home');
  await appReady(page);
  const all = await page.evaluate(() => window.__ROUTE_PATHS__ ?? []);
  expect(all.length).toBeGreaterThan(5);
  return all.map(({ path }) => path);
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`the route table renders and passes axe in every configuration (part ${chunk + 1} of ${CHUNKS})`, async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000);
    await useSettings(page, CONFIGURATIONS.light.skin, CONFIGURATIONS.light.settings);
    const paths = (await routePaths(page)).filter((_, index) => index % CHUNKS === chunk);
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
      for (const [index, { configuration, rules }] of PASSES.entries()) {
        if (index > 0) {
          const { skin, settings } = CONFIGURATIONS[configuration];
          await switchSettings(page, skin, settings);
          // A change of skin or direction loads nothing: only its transitions are waited for.
          await settled(page, 100);
        }
        const { severe, moderate } = await axeFindings(page, path, configuration, rules);
        for (const finding of [...moderate, ...severe]) console.log(`[a11y] ${finding.line}`);
        failures.push(...severe.map(({ line }) => line));
      }
      if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    expect(failures).toEqual([]);
  });
}
