import { expect, test, type Page } from '@playwright/test';
import {
  axeFindings,
  COLOUR_RULES,
  CONFIGURATIONS,
  LAYOUT_CHROME,
  layoutSignature,
  settled,
  switchSettings,
  useSettings,
} from './support/a11y';
import { navigateInApp } from './support/navigate';
import { appReady, signInAs, watchErrors } from './support/session';

/**
 * Visits every path of the route table as an administrator, in one page that moves inside the app (as the browser's
 * Back and Forward do: no page load per route). A route fails on an uncaught error, a console error, landing on
 * /error-404 or an empty page; a screen fails on a critical or serious axe finding (WCAG 2.1 AA). Moderate findings
 * are printed.
 *
 * axe runs once per distinct screen: every rule in the configuration the page is in, then the skin and the direction
 * change in place (as when another tab changes them: a storage event) and the rules a skin or a direction can change
 * (COLOUR_RULES) run in the other. The next screen starts in that other configuration, so both are covered by
 * each kind of rule without a switch back. Another path of the same screen (the e-mail app's folders, a second
 * record of a demo app: the same title, the same path but its last part, right after the first) is rendered and
 * watched for errors, not checked again. The layout around the screens (menu, navbar, footer) is checked in full
 * the first time each layout meets each configuration and rule set, and left out of the screens' checks after that.
 *
 * The table is walked in PARTS tests (consecutive slices, so a screen's paths stay together), so that Playwright's
 * workers share the walk.
 */
const PARTS = 2;
type Configuration = 'light' | 'dark, right to left';
const OTHER: Record<Configuration, Configuration> = { light: 'dark, right to left', 'dark, right to left': 'light' };

/** The showcase screens (components, extensions, UI, page layouts): each is made of titled example cards. */
const SHOWCASE = /^\/(components|extensions|ui|page-layouts)\//;

async function routePaths(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/home');
  await appReady(page);
  const all = await page.evaluate(() => window.__ROUTE_PATHS__ ?? []);
  expect(all.length).toBeGreaterThan(5);
  expect(all.filter(({ path }) => SHOWCASE.test(path))).toHaveLength(49);
  return all.map(({ path }) => path);
}

/** The path without its last part: two paths of one screen differ only there (`/apps/email/inbox`, `…/sent`). */
const parentOf = (path: string) => path.replace(/\/[^/]*$/, '');

for (let part = 0; part < PARTS; part++) {
  test(`every route renders without an error, and every distinct screen and layout passes axe in every configuration (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000);
    await useSettings(page, CONFIGURATIONS.light.skin, CONFIGURATIONS.light.settings);
    const all = await routePaths(page);
    const size = Math.ceil(all.length / PARTS);
    const paths = all.slice(part * size, (part + 1) * size);
    const errors = watchErrors(page);
    const failures: string[] = [];
    const layoutsChecked = new Set<string>();
    let configuration: Configuration = 'light';
    let previous = { path: '', title: '' };

    const check = async (path: string, rules?: readonly string[]) => {
      const layout = `${configuration} ${rules ? 'colours' : 'all rules'} ${await layoutSignature(page)}`;
      const exclude = layoutsChecked.has(layout) ? LAYOUT_CHROME : [];
      layoutsChecked.add(layout);
      const { severe, moderate } = await axeFindings(page, path, configuration, rules, exclude);
      for (const finding of [...moderate, ...severe]) console.log(`[a11y] ${finding.line}`);
      failures.push(...severe.map(({ line }) => line));
    };

    for (const path of paths) {
      const before = errors.length;
      await navigateInApp(page, path);
      // 250 ms without a request: a screen's follow-up requests (references, counts) start within a frame or two of
      // the answers they follow; the default 500 ms cost the walk about a minute.
      await settled(page, 250);
      const url = new URL(page.url());
      const text = (await page.locator('#root').innerText()).trim();
      if (url.pathname === '/error-404' && path !== '/error-404') failures.push(`${path}: landed on /error-404`);
      else if (text.length < 20) failures.push(`${path}: empty page`);
      else if (SHOWCASE.test(path)) {
        if (url.pathname !== path) failures.push(`${path}: landed on ${url.pathname}`);
        else if (text.length < 200) failures.push(`${path}: nearly empty`);
        else if (!(await page.locator('section[aria-label], section[aria-labelledby]').count()))
          failures.push(`${path}: no titled example card`);
      }

      const title = await page.title();
      const sameScreen = title === previous.title && parentOf(path) === parentOf(previous.path);
      previous = { path, title };
      if (!sameScreen) {
        await check(path);
        configuration = OTHER[configuration];
        const { skin, settings } = CONFIGURATIONS[configuration];
        await switchSettings(page, skin, settings);
        // A change of skin or direction loads nothing: only its transitions are waited for.
        await settled(page, 100);
        await check(path, COLOUR_RULES);
      }
      if (errors.length > before) failures.push(`${path}: ${errors.slice(before).join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });
}
