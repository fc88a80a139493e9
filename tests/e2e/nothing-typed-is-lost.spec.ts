import { expect, test, type Page } from '@playwright/test';
import { appReady, DEMO, signInAs } from './support/session';

/** Issue 14 items 1, 4 and 5: sessions end, pages reload, Back is pressed, the demo API cannot start: nothing typed is lost. */

const nativeName = (page: Page) => page.getByRole('textbox', { name: 'Native name' });

/*
 * Each test edits a language of its own that no other spec writes: the specs run in parallel, and a colleague's save
 * of the record open here makes a dirty form show the conflict notice instead of sending its save.
 */
const ITALIAN = { name: 'Italian', id: 8 };
const SPANISH = { name: 'Spanish', id: 5 };
const PORTUGUESE = { name: 'Portuguese', id: 4 };
const JAPANESE = { name: 'Japanese', id: 9 };
type Language = typeof ITALIAN;
const editUrl = (language: Language) => new RegExp(`/language/${language.id}$`);

/** Opens the list, then a record from it inside the app (so Back is the app's history, not the previous document). */
async function openLanguageEdit(page: Page, language: Language) {
  await page.goto('/language');
  await page.getByRole('cell', { name: language.name, exact: true }).click();
  await expect(page).toHaveURL(editUrl(language));
  await expect(nativeName(page)).not.toHaveValue('');
}

test('a session that ends while a form has unsaved changes asks to sign in over the form, then saves', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openLanguageEdit(page, ITALIAN);
  const typed = `Kept ${Date.now()}`;
  await nativeName(page).fill(typed);
  // Twelve idle minutes later both tokens are dead: the server refuses these exactly as it refuses expired ones.
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.access.token');
    localStorage.setItem('refreshToken', 'revoked.refresh.token');
  });
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again to keep your work' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(editUrl(ITALIAN));
  // Under the dialog (hidden from assistive technology while it is open), the form still holds what was typed.
  await expect(page.locator('input[name="nativeName"]')).toHaveValue(typed);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(DEMO.admin.email);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong');
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('E-mail or password is incorrect');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();

  // The save that found the session ended is replayed: the list opens and the change is on the server.
  await expect(page).toHaveURL(/\/language$/);
  const saved = await page.evaluate(async (id) => {
    const response = await fetch(`/v1/language/${id}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { nativeName: string }).nativeName;
  }, ITALIAN.id);
  expect(saved).toBe(typed);
});

test('dismissing the sign-in dialog goes to sign-in, and the draft is offered back after signing in', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openLanguageEdit(page, SPANISH);
  const typed = `Draft ${Date.now()}`;
  await nativeName(page).fill(typed);
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')).length))
    .toBe(1);
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.access.token');
    localStorage.setItem('refreshToken', 'revoked.refresh.token');
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in again to keep your work' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(editUrl(SPANISH));
  await expect(page.getByTestId('draft-offer')).toBeVisible();
  await page.getByTestId('draft-offer').getByRole('button', { name: 'Restore' }).click();
  await expect(nativeName(page)).toHaveValue(typed);
});

test('a reload keeps a draft of the unsaved form and offers it back', async ({ page }) => {
  await signInAs(page, 'admin');
  await openLanguageEdit(page, PORTUGUESE);
  const original = await nativeName(page).inputValue();
  const typed = `${original} (reload)`;
  await nativeName(page).fill(typed);
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')).length))
    .toBe(1);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await appReady(page);
  await expect(page.getByTestId('draft-offer')).toBeVisible();
  await expect(nativeName(page)).toHaveValue(original);
  await page.getByTestId('draft-offer').getByRole('button', { name: 'Restore' }).click();
  await expect(nativeName(page)).toHaveValue(typed);
  // Discarding by reverting the form (leaving without saving) keeps nothing for next time.
  await page.getByTestId('draft-offer').waitFor({ state: 'detached' });
});

test('on a phone the offer of a kept draft is above the fields, in view and focused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  await page.goto('/company/2');
  const description = page.getByLabel(/^Description/);
  await description.fill('Typed on a phone, then reloaded');
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')).length))
    .toBe(1);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await appReady(page);
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toBeInViewport();
  await expect(offer).toBeFocused();
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toHaveCount(0);
});

test('the browser Back button does not leave a form with unsaved changes without asking', async ({ page }) => {
  await signInAs(page, 'admin');
  await openLanguageEdit(page, JAPANESE);
  await nativeName(page).fill('Unsaved by Back');
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(editUrl(JAPANESE));
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(nativeName(page)).toHaveValue('Unsaved by Back');
  await expect(page).toHaveURL(editUrl(JAPANESE));
  await page.goBack();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/language$/);
});

test('the tokens are refreshed ahead of expiry while the tab is visible, with no call from the page', async ({
  page,
}) => {
  await page.clock.install();
  await signInAs(page, 'admin');
  await page.goto('/home');
  await appReady(page);
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/v1/auth/refresh-token'));
  // 80 % of the 10-minute token life.
  await page.clock.fastForward('08:05');
  await refreshed;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
});

test.describe('when the service worker cannot start', () => {
  test.use({ serviceWorkers: 'block' });

  test('the app still boots, says what does not work, and sign-in and the management areas work', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.goto('/apps/email');
    await expect(page.getByTestId('demo-api-notice')).toContainText(
      'The demo data service could not start in this browser',
    );
  });
});
