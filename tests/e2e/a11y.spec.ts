import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs } from './support/session';

/**
 * WCAG 2.1 AA with axe on the main screens, in the light and dark skins and right to left. The rules fixed in the
 * theme and the menus fail the test; every other serious or critical finding is printed for the record.
 */
const ROUTES = ['/login', '/home', '/admin', '/user', '/role', '/content-privacy', '/apps/email', '/apps/chat'];
const VARIANTS = {
  light: { skin: 'light', settings: {} },
  dark: { skin: 'dark', settings: {} },
  rtl: { skin: 'light', settings: { rtl: true } },
} as const;
const ENFORCED = ['color-contrast', 'list', 'listitem', 'aria-required-children', 'aria-allowed-attr'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** The customizer's store (src/layout/settings) reads these keys before the first render. */
async function useSettings(page: Page, skin: string, settings: object) {
  await page.addInitScript(([skinValue, stored]) => {
    localStorage.setItem('skin', skinValue);
    localStorage.setItem('layoutSettings', stored);
  }, [skin, JSON.stringify(settings)] as const);
}

/** Data loaded, no spinner or skeleton, and no finite animation (router transition, menu) still running. */
async function settled(page: Page) {
  await appReady(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) =>
      animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
}

for (const [variant, { skin, settings }] of Object.entries(VARIANTS)) {
  test.describe(`axe, ${variant}`, () => {
    for (const route of ROUTES) {
      test(route, async ({ page }) => {
        await useSettings(page, skin, settings);
        if (route !== '/login') await signInAs(page, 'admin');
        await page.goto(route);
        await settled(page);
        expect(new URL(page.url()).pathname).toBe(route);

        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const severe = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
        for (const v of severe) console.log(`[a11y] ${variant} ${route} ${v.id} ${v.impact} nodes=${v.nodes.length}`);
        const failures = severe
          .filter((v) => ENFORCED.includes(v.id))
          .flatMap((v) => v.nodes.map((node) => ({ rule: v.id, target: node.target.join(' '), summary: node.failureSummary ?? '' })))
          .map(({ rule, target, summary }) => `${rule} on ${route} (${variant}): ${target} — ${summary}`);
        expect(failures).toEqual([]);
      });
    }
  });
}

test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

  test('the skip link is the first Tab stop, shows when focused and moves focus to the main content', async ({ page }) => {
    await page.goto('/home');
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
    await settled(page);
    await page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Users' })).toHaveCount(1);
  });
});
