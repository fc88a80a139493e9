import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';
import { networkQuiet } from './support/network';

/** The forms, tables, charts and maps showcase: each screen is a working gallery. */

const SHOWCASE_PATHS = [
  ...[
    'form-select',
    'switch',
    'checkbox',
    'radio',
    'input',
    'textarea',
    'spinbutton',
    'input-group',
    'rating',
    'tag',
    'datepicker',
    'timepicker',
    'file-input',
    'auto-suggest',
    'vue-select',
    'quill-editor',
    'date-time-picker',
    'form-input-mask',
  ].map((slug) => `/forms/form-element/${slug}`),
  '/forms/form-layout',
  '/forms/form-wizard',
  '/forms/form-validation',
  '/forms/form-repeater',
  '/table/bs-table',
  '/table/vue-good-table',
  '/charts-and-maps/charts/apex-chart',
  '/charts-and-maps/charts/chartjs',
  '/charts-and-maps/charts/echart',
  '/maps/leaflet',
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await expect(page.locator('[role="progressbar"][aria-label="loading"]')).toHaveCount(0);
}

test.use({ screenshot: 'only-on-failure' });

test.beforeEach(async ({ page, context }) => {
  // Tile servers are on the internet: make them unreachable so the map's offline behaviour is what gets tested.
  await context.route(/tile\.openstreetmap\.org|basemaps\.cartocdn\.com/, (route) => route.abort());
  await signInAs(page, 'admin');
});

test('every showcase screen renders without console errors', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await page.goto('/home');
  await appReady(page);
  const failures: string[] = [];
  for (const path of SHOWCASE_PATHS) {
    const errors = watchErrors(page);
    await open(page, path);
    await networkQuiet(page);
    const text = await page.locator('#root').innerText();
    if (/showcase(Forms|Tables|Charts|Maps)\./.test(text)) failures.push(`${path}: untranslated key on screen`);
    if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(failures).toEqual([]);
});

test('the wizard will not move past an invalid step and submits at the end', async ({ page }) => {
  await open(page, '/forms/form-wizard');
  const stepTitle = page.locator('#wizard-step-title');
  await expect(stepTitle).toHaveText('Account details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle).toHaveText('Account details');
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please fix this step')).toBeVisible();
  // A later step cannot be reached from the stepper either.
  await page.getByRole('button', { name: /Address/ }).click();
  await expect(stepTitle).toHaveText('Account details');

  await page.getByRole('textbox', { name: 'Username' }).fill('ada_l');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
  await page.locator('input[name="password"]').fill('Sup3r!pass');
  await page.locator('input[name="confirmPassword"]').fill('Different1!');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(stepTitle).toHaveText('Account details');
  await page.locator('input[name="confirmPassword"]').fill('Sup3r!pass');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepTitle).toHaveText('Personal info');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle).toHaveText('Personal info');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('combobox', { name: 'Languages' }).fill('Eng');
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepTitle).toHaveText('Address');
  await page.getByRole('textbox', { name: 'Address' }).fill('Rua Augusta 100');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('1100-053');
  await page.getByRole('textbox', { name: 'City' }).fill('Lisbon');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepTitle).toHaveText('Social links');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('not a link');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a full web address starting with http:// or https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://linkedin.com/in/ada');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ada@example.com' })).toBeVisible();
});

test('the repeater adds and removes lines and keeps the totals right', async ({ page }) => {
  await open(page, '/forms/form-repeater');
  const totals = page.getByTestId('repeater-totals');
  // Starting lines: 2 × 120 + 3 × 25.50 = 316.50, tax 23 % = 72.80.
  await expect(totals).toContainText('$316.50');
  await expect(totals).toContainText('$389.30');

  await page.getByRole('button', { name: 'Add a line' }).click();
  const third = page.getByRole('group', { name: 'Line 3' });
  await expect(third).toBeVisible();
  await third.getByRole('textbox', { name: 'Item' }).fill('Support hours');
  await third.getByRole('spinbutton', { name: 'Unit cost' }).fill('40');
  await third.getByRole('button', { name: 'Increase' }).click();
  await expect(totals).toContainText('$396.50');

  await page.getByRole('button', { name: 'Remove line 1' }).click();
  await expect(page.getByRole('group', { name: 'Line 3' })).toHaveCount(0);
  await expect(totals).toContainText('$156.50');
  await expect(totals).toContainText('$192.50');

  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please name the item')).toBeVisible();
  await page.getByRole('group', { name: 'Line 3' }).getByRole('button', { name: 'Remove line 3' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 lines, $192.50 in all' })).toBeVisible();
});

test('the validation screen shows a translated message for each broken rule', async ({ page }) => {
  await open(page, '/forms/form-validation');
  await page.getByRole('button', { name: 'Validate and submit' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please accept to continue')).toBeVisible();

  const email = page.getByRole('textbox', { name: 'E-mail' });
  const password = page.locator('input[name="password"]');
  const confirm = page.locator('input[name="confirmPassword"]');
  const broken: Array<[Locator, string, string]> = [
    [email, 'ada@', 'Please enter a valid e-mail address, such as name@example.com'],
    [
      page.getByRole('textbox', { name: 'Website' }),
      'ada.dev',
      'Please enter a full web address starting with http:// or https://',
    ],
    [page.getByRole('textbox', { name: 'Username' }), 'ad', 'Please use at least 3 characters'],
    [page.getByRole('spinbutton', { name: 'Age' }), '12', 'Please enter a number from 18 to 99'],
    [page.getByRole('textbox', { name: 'Promo code' }), 'abc-12', 'Please use the format ABC-1234'],
    [password, 'weakpass', 'The password does not meet every rule below'],
    [confirm, 'other', 'The passwords do not match'],
  ];
  for (const [field, value, message] of broken) {
    await field.fill(value);
    await field.press('Tab');
    await expect(page.getByText(message)).toBeVisible();
  }

  // What was typed is kept; fixing each field clears its message.
  await expect(email).toHaveValue('ada@');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await email.fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Website' }).fill('https://ada.dev');
  await page.getByRole('textbox', { name: 'Username' }).fill('ada');
  await page.getByRole('spinbutton', { name: 'Age' }).fill('36');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('ABC-1234');
  await password.fill('Sup3r!pass');
  await confirm.fill('Sup3r!pass');
  const start = new Date();
  start.setDate(start.getDate() + 7);
  const iso = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  await page.locator('input[name="startDate"]').fill(iso);
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('button', { name: 'Validate and submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All rules pass. Thank you, Ada Lovelace!' })).toBeVisible();
});

test('input masks format the value while it is typed', async ({ page }) => {
  await open(page, '/forms/form-element/form-input-mask');
  const phone = page.getByRole('textbox', { name: 'Phone (United States)' }).first();
  await phone.pressSequentially('555123');
  await expect(phone).toHaveValue('+1 (555) 123');
  await phone.pressSequentially('4567');
  await expect(phone).toHaveValue('+1 (555) 123-4567');

  const card = page.getByRole('textbox', { name: 'Card number' }).first();
  await card.pressSequentially('4111111111111111');
  await expect(card).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Visa', { exact: true })).toBeVisible();

  const amount = page.getByRole('textbox', { name: 'Amount in dollars' });
  await amount.pressSequentially('1234567');
  await expect(amount).toHaveValue('$ 1,234,567');
});

test('the client-side table searches and sorts', async ({ page }) => {
  await open(page, '/table/vue-good-table');
  const card = page.getByRole('region', { name: 'Search, sort, pages and selection' });
  const table = card.getByRole('table');
  const search = card.getByRole('searchbox', { name: 'Search' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(card.getByText('100 rows')).toBeVisible();
  await search.fill('Recruiter');
  await expect(card.getByText(/^\d+ rows?$/)).not.toHaveText('100 rows');
  const posts = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.every((post) => post === 'Recruiter')).toBe(true);

  await search.fill('');
  await table.getByRole('button', { name: 'Salary' }).click();
  await table.getByRole('button', { name: /Salary/ }).click();
  const salaries = (await table.locator('tbody tr td:nth-child(6)').allInnerTexts()).map((s) =>
    Number(s.replace(/[^\d]/g, '')),
  );
  expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
  await expect(table.getByRole('columnheader', { name: /Salary/ })).toHaveAttribute('aria-sort', 'descending');
});

test('the server-side table sends search, sort and page to the server', async ({ page }) => {
  await open(page, '/table/vue-good-table');
  const table = page.getByRole('table', { name: 'Server-side mode' });
  const request = page.getByTestId('ssr-request');
  await expect(request).toHaveText('GET /good-table/table_ssr?sort=id%3Aasc&page=1&perPage=10');
  const firstPage = await table.locator('tbody tr').first().innerText();

  const serverCard = page.getByRole('region', { name: 'Server-side mode' });
  const asked = page.waitForRequest((r) => r.url().includes('/good-table/table_ssr') && r.url().includes('page=2'));
  await serverCard.getByRole('button', { name: 'Next page' }).click();
  await asked;
  await expect(request).toContainText('page=2');
  await expect(serverCard.getByText('11–20 of 100')).toBeVisible();
  await expect(table.locator('tbody tr').first()).not.toHaveText(firstPage);

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(request).toContainText('sort=fullName%3Aasc&page=1');
  await expect(serverCard.getByText('1–10 of 100')).toBeVisible();
  // "1–10 of 100" shows before and after the sorted page arrives: wait for the rows themselves.
  const names = () => table.locator('tbody tr td:first-child p').filter({ hasNotText: '@' }).allInnerTexts();
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b)).join('|');
    })
    .toBe(true);

  await serverCard.getByRole('searchbox', { name: 'Search on the server' }).fill('Lisbon');
  await expect(request).toContainText('q=Lisbon');
  await expect(serverCard.getByText(/of (\d+)$/)).not.toHaveText(/of 100$/);
  await expect(table.locator('tbody tr').first()).toContainText('Lisbon');
});

test('auto-suggest shows grouped suggestions from the server', async ({ page }) => {
  await open(page, '/forms/form-element/auto-suggest');
  const search = page.getByRole('combobox', { name: 'Search people and pages' });
  await search.fill('designer');
  const list = page.getByRole('listbox');
  await expect(list.getByText('Designers', { exact: true })).toBeVisible();
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByText('Developers', { exact: true })).toHaveCount(0);

  await search.fill('form');
  await expect(list.getByText('Pages', { exact: true })).toBeVisible();
  await list.getByRole('option', { name: /Form wizard/ }).click();
  await page.getByRole('link', { name: 'Open page' }).click();
  await expect(page).toHaveURL(/\/forms\/form-wizard$/);
});

test('the map works without tiles: a visible note, markers and popups', async ({ page }) => {
  await open(page, '/maps/leaflet');
  await expect(page.getByText(/Map tiles unavailable offline/).first()).toBeVisible();
  const map = page.getByTestId('offices-map');
  await map.getByRole('button', { name: 'Lisbon' }).click();
  await expect(map.locator('.leaflet-popup')).toContainText('Office');
  await expect(map.locator('.leaflet-popup')).toContainText('120 people work here');

  const pins = page.getByTestId('pins-map');
  await pins.click({ position: { x: 200, y: 150 } });
  await expect(page.getByText('1 pin', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove pin 1' }).click();
  await expect(page.getByText('No pins yet: click the map.')).toBeVisible();
});
