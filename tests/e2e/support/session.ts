import { expect, type Page } from '@playwright/test';
import { trackRequests } from './network';

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  /** An Administrator-role account for tests that change their own account (password, avatar). */
  owner: { email: 'owner@demo.com', password: 'owner' },
  /** The account whose password the account-settings test changes: nobody else signs in with it. */
  content: { email: 'content@demo.com', password: 'content' },
  /** The Viewer role: reads every management area, changes nothing. */
  viewer: { email: 'viewer@demo.com', password: 'viewer' },
} as const;

/** Waits until the app has booted: a screen is on the page, inside its layout (src/routes/RouteScreen.tsx). */
export async function appReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.screenShown === 'true');
  await page.locator('#root > *').first().waitFor();
}

/**
 * Signs in through the demo API (POST /v1/auth/login, as the sign-in page does) and stores the session, so the
 * next `page.goto` starts signed in with real, refreshable tokens. The session is stored from a static file of the
 * app's origin, not from a page of the app: booting the app only to sign in cost each test a second page load.
 */
export async function signInAs(page: Page, who: keyof typeof DEMO) {
  // From the first request on, so that networkQuiet sees every one.
  trackRequests(page);
  await page.goto('/favicon.svg');
  await page.evaluate(async (credentials) => {
    const response = await fetch('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    const { userData, accessToken, refreshToken } = await response.json();
    localStorage.setItem('userData', JSON.stringify(userData));
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, DEMO[who]);
}

/** Collects uncaught errors and console errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Signs in through the sign-in page with an e-mail and a password. */
export async function signInThroughLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await appReady(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
