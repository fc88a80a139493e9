import { expect, test, type Page } from '@playwright/test';
import { lastCode } from './support/outbox';
import { appReady, DEMO, signInAs } from './support/session';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await appReady(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('redirects', () => {
  test('signed out: a protected page sends to sign-in, the root too', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed out, the root goes to sign-in in one redirect, and Back leaves', async ({ page }) => {
    await page.goto('/pages/miscellaneous/under-maintenance');
    await appReady(page);
    const before = await page.evaluate(() => history.length);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // One new history entry (the root, replaced by sign-in), not a trail of bounces between /home and /login.
    await expect.poll(() => page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/under-maintenance$/);
  });

  test('admin lands on / (then /home) with a welcome toast naming user and role', async ({ page }) => {
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Welcome, John Doe! You are signed in as admin.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toContainText('5');
  });

  test('sign-in returns to the page the visitor opened, when the role may open it', async ({ page }) => {
    await page.goto('/admin?perPage=25');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\?perPage=25$/);
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  });

  test('an administrator with a limited role lands on /home, with a menu of what the role reaches', async ({
    page,
  }) => {
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('editor@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('editor');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const menu = page.getByRole('navigation', { name: 'main menu' });
    await expect(menu.getByRole('link', { name: 'Companies' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await page.goto('/dashboard/analytics');
    await expect(page).toHaveURL(/not-authorized$/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('client lands on /access-control and is refused admin pages', async ({ page }) => {
    await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByRole('table', { name: 'Abilities' })).toContainText('See the access-control page');
    await expect(page.getByRole('table', { name: 'Abilities' })).toContainText('See your own account and profile');
    // The shop is not for clients: no cart in the navbar.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expect(page.getByTestId('analytics-card')).toHaveCount(0);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
  });

  test('a signed-in user visiting a sign-in-only page goes home by role', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/access-control$/);
    await signInAs(page, 'admin');
    await page.goto('/register');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the client menu and search show only what the client may open', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/access-control');
    const menu = page.getByRole('navigation', { name: 'main menu' });
    await expect(menu.getByRole('link', { name: 'Access control' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search pages' }).click();
    await page.getByRole('combobox', { name: 'Search pages' }).fill('home');
    await expect(page.getByRole('option', { name: /^Home/ })).toHaveCount(0);
  });

  test('admin sees the analytics card on access control', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/access-control');
    await expect(page.getByTestId('analytics-card')).toBeVisible();
  });

  test('sign-out clears everything and protected pages need sign-in again', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/home');
    await page.getByRole('button', { name: 'John Doe' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('userData'),
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]),
    ).toEqual([null, null, null]);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('forms', () => {
  test('the sign-in pages link to each other without the admin, and Back and Forward follow', async ({ page }) => {
    // The admin (react-admin and its router) never arrives: these pages move between themselves on their own.
    await page.route(/\/assets\/AdminRoot-[\w-]+\.js$/, (route) => route.abort());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('new@demo.com');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(page).toHaveTitle('Create an account | Vuexy Admin');
    await page.getByRole('link', { name: 'Sign in instead' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => history.state)).toMatchObject({ idx: 2 });
    expect(errors).toEqual([]);
  });

  test('login: required fields, a wrong password, and nothing typed is lost', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('E-mail or password is incorrect')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@demo.com');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('wrong');
  });

  test('login: the demo hint fills the form; remember me keeps the e-mail', async ({ page }) => {
    await page.goto('/pages/authentication/login-v1');
    await page.getByRole('button', { name: /Client: client@demo.com/ }).click();
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/access-control$/);
    await page.getByRole('button', { name: 'Jane Doe' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('client@demo.com');
  });

  test('register: validation, the privacy checkbox, a taken address answered like a free one, then the code signs in a client', async ({
    page,
  }) => {
    await page.goto('/pages/authentication/register-v2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
    await expect(page.getByText('Please accept the privacy policy and terms.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    // The page does not say the address has an account: its owner is told by e-mail instead.
    await expect(page.getByRole('status')).toContainText('We sent a six-digit code to admin@demo.com');
    await page.getByRole('button', { name: 'Change my details' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('newclient');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('newclient@demo.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status')).toContainText('newclient@demo.com');
    await page.getByRole('textbox', { name: 'Six-digit code' }).fill(lastCode('newclient@demo.com'));
    await page.getByRole('button', { name: 'Confirm and sign up' }).click();
    // Self-registration never hands out the back office (/v1): a new account is a client.
    await expect(page).toHaveURL(/\/access-control$/);
  });

  // client.admin@demo.com (a Client-role account of its own): the shared server keeps the new password for the run.
  test('forgot and reset password: code, mismatch, resend, then sign in with the new password', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('client.admin@demo.com');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('status')).toContainText('client.admin@demo.com');
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await expect(page).toHaveURL(/\/reset-password\?email=client.admin%40demo.com$/);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    // The code went to the server's development outbox, never to the page.
    await expect(page.getByRole('status')).not.toContainText(/\d{6}/);
    const code = lastCode('client.admin@demo.com');
    await page.getByRole('textbox', { name: 'Six-digit code' }).fill(code);
    await page.getByLabel('New password').fill('Changed123');
    await page.getByLabel('Confirm password').fill('Changed124');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Changed123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');
    await signInThroughFormAfterReset(page);
  });
});

async function signInThroughFormAfterReset(page: Page) {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('client.admin@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('Changed123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
}
