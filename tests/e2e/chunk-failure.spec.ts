import { expect, test } from '@playwright/test';

test('a route whose chunk fails reloads once, then shows a message with a reload button', async ({ page }) => {
  let documentLoads = 0;
  page.on('domcontentloaded', () => documentLoads++);
  await page.context().route(/ComingSoonPage-.*\.js$/, (route) => route.abort());
  await page.goto('/pages/miscellaneous/coming-soon');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The first failure reloaded the page once; the second failure did not reload again.
  await page.waitForTimeout(1500);
  expect(documentLoads).toBe(2);
  await page.context().unroute(/ComingSoonPage-.*\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
});
