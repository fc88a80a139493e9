import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

/*
 * The home page's management area cards: one request for all their counts, and counts that follow changes made
 * elsewhere when the page is opened again in the same visit (react-admin's cache is still there then).
 * Privacy policies, because no other browser test writes that area (they share one server).
 */
const AREA = 'Privacy policies';
const TITLE = 'Home page count check';

/** Every /v1 request the page makes from now on, as "GET /v1/path". */
function apiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/')) requests.push(`${request.method()} ${pathname}`);
  });
  return requests;
}

const card = (page: Page) => page.getByRole('article', { name: AREA });

/** The count the card shows, once it has one. */
async function shownCount(page: Page): Promise<number> {
  await expect(card(page)).toHaveAttribute('aria-busy', 'false');
  const text = await card(page)
    .getByText(/^\d+ records?$/)
    .textContent();
  return Number(text!.split(' ')[0]);
}

const goHome = (page: Page) =>
  page.getByRole('navigation', { name: 'main menu' }).getByRole('link', { name: 'Home', exact: true }).click();

test('the area cards ask for every count in one request, and show changes made elsewhere when opened again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAs(page, 'admin');
  const requests = apiRequests(page);
  await page.goto('/home');
  await appReady(page);
  const before = await shownCount(page);
  for (const article of await page.getByRole('article').all())
    await expect(article).toHaveAttribute('aria-busy', 'false');
  // The counts come from the summary. A test in the other worker writing meanwhile sends a live event that asks for
  // the summary again, so it may be asked for more than once, but never an area's list (the live updates' stream is
  // not a list).
  expect(requests).toContain('GET /v1/summary');
  expect(requests.filter((request) => /^GET \/v1\/(?!summary$|events$|account\/)/.test(request))).toEqual([]);

  // A record added elsewhere (another tab, another person) shows when the page is opened again.
  const created = await page.evaluate(async (title) => {
    const response = await fetch('/v1/content-privacy', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title,
        languageId: 1,
        body: '<p>Checked from the home page.</p>',
        policyVersion: '9.9',
        effectiveDate: '2030-01-01',
      }),
    });
    return response.status;
  }, TITLE);
  expect(created).toBe(201);
  await card(page)
    .getByRole('link', { name: `Open ${AREA}` })
    .click();
  await expect(page).toHaveURL(/\/content-privacy(\?|$)/);
  await goHome(page);
  await expect(card(page).getByText(`${before + 1} records`)).toBeVisible();

  // A record moved to the trash through react-admin, which refreshes only that area's queries.
  await card(page)
    .getByRole('link', { name: `Open ${AREA}` })
    .click();
  await page.getByPlaceholder('Search').fill(TITLE);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/content-privacy\/\d+$/);
  // Moved to the trash without a confirmation; the request goes once the notice with its Undo closes.
  const trashed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.ok());
  await page.getByRole('button', { name: 'Delete' }).click();
  await trashed;
  await expect(page).toHaveURL(/\/content-privacy(\?|$)/);
  await goHome(page);
  await expect(card(page).getByText(`${before} records`)).toBeVisible();
  expect(errors).toEqual([]);
});
