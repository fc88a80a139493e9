import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, signInAs } from './support/session';

/*
 * Text and numbers where only a real browser tells: right-to-left text, one word for one page, filters on one
 * baseline, and what stays on screen after a navigation.
 */

async function rightToLeft(page: Page) {
  await page.goto('/home');
  await appReady(page);
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await page.getByRole('switch', { name: 'Right to left' }).check();
  await page.getByRole('button', { name: 'Close customizer' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function german(page: Page) {
  await page.goto('/home');
  await appReady(page);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: /Deutsch/ }).click();
  await expect(page.getByRole('button', { name: 'Sprache' })).toBeVisible();
}

/** Where the first and the last character of an element's text are drawn (left edges, in px). */
const ends = (element: Locator) =>
  element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const at = (textNode: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(textNode, offset);
      range.setEnd(textNode, offset + 1);
      return range.getBoundingClientRect().left;
    };
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    return { first: at(first, 0), last: at(last, last.data.trimEnd().length - 1) };
  });

test.describe('text and numbers', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));

  test('right to left: a mail preview shows the start of its subject, English sentences keep their punctuation', async ({
    page,
  }) => {
    await rightToLeft(page);
    await page.goto('/apps/email');
    const preview = page.getByTestId('email-preview').first();
    await expect(preview).toBeVisible();
    // The line is cut (it is longer than its box), at its end: the subject's first letters are inside the box.
    expect(await preview.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    const box = (await preview.boundingBox())!;
    const subject = (await preview.locator('span').first().boundingBox())!;
    expect(subject.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(subject.x).toBeLessThan(box.x + box.width);

    // "Congratulations, John!" and "© 2026 Vuexy Admin. …" read left to right, their final mark last.
    await page.goto('/dashboard/analytics');
    const greeting = page.getByRole('heading', { name: 'Congratulations, John!' });
    await expect(greeting).toBeVisible();
    const greetingEnds = await ends(greeting);
    expect(greetingEnds.last).toBeGreaterThan(greetingEnds.first);
    const footer = page.locator('footer').getByText(/Vuexy Admin/);
    const footerEnds = await ends(footer);
    expect(footerEnds.last).toBeGreaterThan(footerEnds.first);
  });

  test('right to left: a list pager reads "1-10 of 25", not "of 25 1-10"', async ({ page }) => {
    await rightToLeft(page);
    await page.goto('/company');
    const range = page.locator('.MuiTablePagination-displayedRows');
    await expect(range).toHaveText(/^1-10 of \d+$/);
    // English words in a right-to-left page: the sentence still starts on the left, with "1".
    const rangeEnds = await ends(range);
    expect(rangeEnds.last).toBeGreaterThan(rangeEnds.first);
    const perPage = page.locator('.MuiTablePagination-selectLabel');
    const perPageEnds = await ends(perPage);
    expect(perPageEnds.last).toBeGreaterThan(perPageEnds.first);
  });

  test('German: the breadcrumb names pages as the menu does; the dashboard speaks German, numbers included', async ({
    page,
  }) => {
    await german(page);
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'main menu' });
    // The admin loads after the first paint: read the breadcrumb once it is there.
    await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem').first()).toBeVisible();
    const crumbs = await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem').allTextContents();
    expect(crumbs[0]).toBe('Startseite');
    for (const crumb of crumbs) await expect(menu.getByText(crumb, { exact: true }).first()).toBeAttached();

    await page.goto('/dashboard/analytics');
    await expect(page.getByText('Kundentermin')).toBeVisible();
    await expect(page.getByText(/^12 Rechnungen wurden bezahlt$/)).toBeVisible();
    // 57.6 % written the German way, with a decimal comma and a space before the sign.
    await expect(page.getByText(/^57,6\s%$/)).toBeVisible();
  });

  test('list filters sit on one baseline; a slug lines up with its title', async ({ page }) => {
    for (const path of ['/admin', '/company']) {
      await page.goto(path);
      // The filter bar: the form around the search box, one form control per filter.
      const filters = page
        .locator('form')
        .filter({ has: page.getByPlaceholder('Search') })
        .locator('.MuiFormControl-root');
      await expect(filters.nth(2)).toBeVisible();
      const bottoms = await filters.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().bottom));
      expect(Math.max(...bottoms) - Math.min(...bottoms), `${path}: ${bottoms.join(', ')}`).toBeLessThanOrEqual(1);
    }
    await page.goto('/how-we/add');
    const title = (await page.getByRole('textbox', { name: /^Title/ }).boundingBox())!;
    const slug = (await page.getByRole('textbox', { name: /^Slug/ }).boundingBox())!;
    expect(Math.abs(title.y - slug.y)).toBeLessThanOrEqual(1);
  });

  test('the customizer leaves the page it previews undimmed', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    await expect(page.getByRole('button', { name: 'Close customizer' })).toBeVisible();
    const backdrop = page.locator('.MuiDrawer-root .MuiBackdrop-root');
    expect(await backdrop.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  });

  test('the cart hint is gone once the cart led to another page', async ({ page }) => {
    await page.goto('/home');
    const cart = page.getByRole('button', { name: 'Open the cart' });
    await cart.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/items? in cart/);
    await cart.click();
    await page.getByRole('dialog', { name: 'My cart' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout/);
    // The closed drop-down gives focus back to the cart button; that is no reason to show its hint.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open the cart');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
