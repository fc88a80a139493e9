import { expect, test } from '@playwright/test';

test('a route whose chunk fails reloads once, then shows a message with a reload button', async ({ page }) => {
  let documentLoads = 0;
  page.on('domcontentloaded', () => documentLoads++);
  await page.context().route(/ComingSoonPage-.*\.js$/, (route) => route.abort());
  await page.goto('/pages/miscellaneous/coming-soon');
  // The first failure reloads the page ("Reloading…"); the second one settles on the message, and reloads no more.
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('alert')).toContainText('Part of the application did not arrive');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(documentLoads).toBe(2);
  await page.context().unroute(/ComingSoonPage-.*\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
});
