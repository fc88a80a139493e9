import { expect, test, type Page } from '@playwright/test';
import { axeFindings, COLOUR_RULES, CONFIGURATIONS, settled, switchSettings, useSettings } from './support/a11y';
import { appReady, signInAs } from './support/session';

/**
 * What the route walk (route-smoke.spec.ts, axe on every screen in light, dark and right to left) does not cover: the
 * skip link, the horizontal menu's keyboard use, the route announcer, and what only a click opens (a list's column
 * chooser).
 */
test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

  test('the skip link is the first Tab stop, shows when focused and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/home');
    await appReady(page);
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the horizontal menu opens, moves and closes with the keyboard', async ({ page }) => {
    await useSettings(page, 'light', { layoutType: 'horizontal' });
    await page.goto('/home');
    await appReady(page);
    await settled(page);
    // While the drop-down is open, MUI hides the rest of the page from assistive technology (aria-hidden).
    const nav = page.getByRole('navigation', { name: 'main menu', includeHidden: true });
    const pages = nav.getByRole('button', { name: 'Pages', exact: true, includeHidden: true });
    await pages.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(pages).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(pages).toBeFocused();
    await expect(pages).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pages).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/home$/);
  });

  test('a route change is announced politely with the new page title', async ({ page }) => {
    await page.goto('/home');
    await appReady(page);
    await settled(page);
    await page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Users' })).toHaveCount(1);
  });
});

/** axe in the light skin, then in the dark one switched in place (the open drop-down or selection stays). */
async function severeInBothSkins(page: Page, what: string) {
  const lines: string[] = [];
  for (const name of ['light', 'dark'] as const) {
    if (name === 'dark') {
      await switchSettings(page, CONFIGURATIONS.dark.skin, CONFIGURATIONS.dark.settings);
      await settled(page, 100);
    }
    const { severe } = await axeFindings(page, what, name);
    lines.push(...severe.map(({ line }) => line));
  }
  return lines;
}

test("a list's column chooser passes axe (light and dark)", async ({ page }) => {
  await useSettings(page, CONFIGURATIONS.light.skin, CONFIGURATIONS.light.settings);
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await appReady(page);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('textbox', { name: 'Search columns' })).toBeFocused();
  await expect(page.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await settled(page);
  expect(await severeInBothSkins(page, '/admin, column chooser')).toEqual([]);
  // Still open: both skins saw the drop-down.
  await expect(page.getByRole('textbox', { name: 'Search columns' })).toBeVisible();
});

test("a list with rows selected passes axe: the selection bar and the selected rows' links (light and dark)", async ({
  page,
}) => {
  await useSettings(page, CONFIGURATIONS.light.skin, CONFIGURATIONS.light.settings);
  await signInAs(page, 'admin');
  await page.goto('/user');
  await appReady(page);
  const boxes = page.locator('tbody').getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 items selected')).toBeVisible();
  await settled(page);
  expect(await severeInBothSkins(page, '/user, two rows selected')).toEqual([]);
  await expect(page.getByText('2 items selected')).toBeVisible();
});

test('the axe check the walk relies on finds what is wrong, only with the rules asked for, outside what it leaves out', async ({
  page,
}) => {
  await page.goto('/login');
  await appReady(page);
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'probe';
    probe.innerHTML = '<button type="button"></button><p style="color:#777;background:#888">faint</p>';
    document.querySelector('#root')!.append(probe);
  });
  const rules = (findings: { rule: string }[]) => [...new Set(findings.map(({ rule }) => rule))].sort();
  expect(rules((await axeFindings(page, '/login', 'light')).severe)).toEqual(['button-name', 'color-contrast']);
  // Twice in one page load: axe is put in once and runs again.
  expect(rules((await axeFindings(page, '/login', 'light', COLOUR_RULES)).severe)).toEqual(['color-contrast']);
  expect((await axeFindings(page, '/login', 'light', undefined, ['#probe'])).severe).toEqual([]);
});
