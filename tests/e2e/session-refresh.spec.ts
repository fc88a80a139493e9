import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('a management list keeps loading after the access token has expired (silent refresh)', async ({ page }) => {
  await signInAs(page, 'admin');
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/refresh-token')) refreshes.push(request.url());
  });
  // The server refuses this token exactly as it refuses an expired one.
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.access.token'));
  await page.goto('/admin');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBe('expired.access.token');
  expect(stored!.split('.')).toHaveLength(3);
  expect(refreshes).toHaveLength(1);
});

test('when the refresh fails too, the user lands on sign-in with a message and nothing hangs', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.access.token');
    localStorage.setItem('refreshToken', 'revoked.refresh.token');
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});
