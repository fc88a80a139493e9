import { expect, test } from '@playwright/test';
import { appReady, signInThroughLogin } from './support/session';

/*
 * When the server cannot reach its database it answers 503 with `adminKit.errors.unavailable`: the edit screen says
 * so in the person's language and keeps what they typed, so they can simply save again later.
 */
test('a save refused because the database is unreachable says so, and what was typed stays in the form', async ({
  page,
}) => {
  await signInThroughLogin(page, 'admin@demo.com', 'admin');
  await page.goto('/company/7');
  const name = page.getByLabel(/^Name/);
  await expect(name).not.toHaveValue('');
  await name.fill('Typed While Down Ltd');

  // On the context: the demo API's service worker passes /v1 calls through, and only the context sees those.
  await page.context().route('**/v1/**', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'adminKit.errors.unavailable' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(
    page.getByText('The service is unavailable right now: its database cannot be reached.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('adminKit.errors.unavailable')).toHaveCount(0);
  await expect(page).toHaveURL(/\/company\/7$/);
  await expect(name).toHaveValue('Typed While Down Ltd');
});

test('a sign-in refused because the database is unreachable says so', async ({ page }) => {
  await page.goto('/login');
  await appReady(page);
  await page.context().route('**/v1/auth/login', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'adminKit.errors.unavailable' }),
    }),
  );
  await page.getByLabel('E-mail').fill('admin@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('The service is unavailable right now: its database cannot be reached.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
