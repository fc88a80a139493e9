import type { Page } from '@playwright/test';

/** Signs in through the demo API, the way the sign-in page does, and stores the session before the app loads. */
export async function signInAs(page: Page, who: 'admin' | 'client') {
  await page.addInitScript((role) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', role);
    const user = role === 'admin'
      ? { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', ability: [{ action: 'manage', subject: 'all' }], extras: { eCommerceCartItemsCount: 5 } }
      : { id: 2, fullName: 'Jane Doe', username: 'janedoe', email: 'client@demo.com', role: 'client', ability: [{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }], extras: { eCommerceCartItemsCount: 5 } };
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('accessToken', 'e2e-access');
    localStorage.setItem('refreshToken', 'e2e-refresh');
  }, who);
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

/** Waits until the app has booted (the demo API starts before the first render). */
export async function appReady(page: Page) {
  await page.waitForFunction(() => Array.isArray(window.__ROUTE_PATHS__));
  await page.locator('#root > *').first().waitFor();
}
