import { expect, test, type Page } from '@playwright/test';
import { appReady, signInAs, watchErrors } from './support/session';

const navbarCartCount = (page: Page) => page.getByRole('banner').getByTestId('cart-count');
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

test.describe('shop, users and invoices', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'admin'));
  // Whole journeys through several screens: more than the default minute on a busy machine.
  test.slow();

  test('search, filter and sort the shop, add to the cart, and check out to the confirmation', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/apps/e-commerce/shop');
    const results = page.getByTestId('shop-results');
    await expect(results).toHaveText('27 results found');
    await expect(navbarCartCount(page)).toHaveText('5');

    await page.getByRole('searchbox', { name: 'Search products by name' }).fill('watch');
    await expect(results).toHaveText('2 results found');
    await expect(page.getByTestId('product-card')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search products by name' }).fill('');
    await expect(results).toHaveText('27 results found');

    await page.getByRole('checkbox', { name: /^Apple/ }).check();
    await expect(results).toHaveText('5 results found');
    await page.getByRole('radio', { name: '$100 – $500' }).check();
    await expect(results).toHaveText('1 result found');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(results).toHaveText('27 results found');

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Lowest price' }).click();
    await expect(page.getByTestId('product-price').first()).toHaveText('$19.99');
    const prices = await page.getByTestId('product-price').allTextContents();
    expect(prices).toHaveLength(9);
    expect(prices.map(money)).toEqual([...prices.map(money)].sort((a, b) => a - b));
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Highest price' }).click();
    await expect(page.getByTestId('product-price').first()).toHaveText('$1,499.00');

    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('searchbox', { name: 'Search products by name' }).fill('Mouse');
    await expect(results).toHaveText('1 result found');
    await page.getByRole('button', { name: 'Add Ergonomic Wireless Mouse to the cart' }).click();
    await expect(page.getByRole('link', { name: 'View Ergonomic Wireless Mouse in the cart' })).toBeVisible();
    await expect(navbarCartCount(page)).toHaveText('6');

    await page.getByRole('link', { name: 'View Ergonomic Wireless Mouse in the cart' }).click();
    await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout$/);
    const cart = page.getByRole('list', { name: 'My cart' });
    await expect(cart.getByRole('listitem')).toHaveCount(6);
    const grandBefore = money(await page.getByTestId('price-grandTotal').textContent());
    await cart.getByRole('button', { name: 'One more Ergonomic Wireless Mouse' }).click();
    await expect
      .poll(async () => money(await page.getByTestId('price-grandTotal').textContent()))
      .toBeGreaterThan(grandBefore);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Mobile number').fill('+1 555 010 1906');
    await page.getByLabel('Flat, house no.').fill('1 Navy Way');
    await page.getByLabel('Town / City').fill('Arlington');
    await page.getByLabel('Postcode').fill('22202');
    await page.getByLabel('State / Region').fill('Virginia');
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/Your order #\d+ has been placed\./);
    await expect(page.getByRole('table', { name: 'Items ordered' }).getByRole('row')).toHaveCount(7);
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').extras?.eCommerceCartItemsCount),
      )
      .toBe(0);
    await expect(navbarCartCount(page).locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
    await open(page, '/apps/e-commerce/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a product page by slug, and a message for an unknown product', async ({ page }) => {
    await open(page, '/apps/e-commerce/smart-watch-series-9-27');
    await expect(page.getByRole('heading', { name: 'Smart Watch Series 9', level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-price').first()).toHaveText('$399.00');
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
    await open(page, '/apps/e-commerce/no-such-product-999');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('filter users by role and add a user', async ({ page }) => {
    await open(page, '/apps/users/list');
    await expect(page.getByTestId('list-range')).toHaveText('Showing 1 to 10 of 50 entries');
    const role = page.getByRole('combobox', { name: 'Role' });
    // Under load a click on an option of a menu still opening can be lost (seen in CI: the menu stayed open).
    await expect(async () => {
      if (!(await page.getByRole('listbox', { name: 'Role' }).isVisible())) await role.click();
      await page.getByRole('option', { name: 'Maintainer' }).click({ timeout: 2_000 });
      await expect(role).toHaveText('Maintainer', { timeout: 2_000 });
    }).toPass();
    await expect(page.getByTestId('list-range')).not.toHaveText(/of 50 entries/);
    const roles = await page
      .getByRole('table', { name: 'User list' })
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
      .allInnerTexts();
    expect(roles.length).toBeGreaterThan(0);
    for (const row of roles) expect(row).toContain('Maintainer');

    await page.getByRole('button', { name: 'Add new user' }).click();
    const drawer = page.getByRole('form', { name: 'Add user' });
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer.getByText('Please enter the full name')).toBeVisible();
    await drawer.getByLabel('Full name').fill('Ada Lovelace');
    await drawer.getByLabel('Username').fill('ada.l');
    await drawer.getByLabel('Email').fill('ada@analytical.engine');
    await drawer.getByLabel('Company').fill('Analytical Engines');
    await drawer.getByLabel('Country').fill('United Kingdom');
    await drawer.getByLabel('Contact number').fill('+44 20 7946 0000');
    await drawer.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Maintainer' }).click();
    await drawer.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Team' }).click();
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search users' }).fill('Lovelace');
    const row = page.getByRole('row', { name: /Ada Lovelace/ });
    await expect(row).toContainText('Maintainer');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Details' }).click();
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  });

  test('create an invoice with two items, find it in the list with its total, and record a payment', async ({
    page,
  }) => {
    await open(page, '/apps/invoice/add/');
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Add a new client' }).click();
    await page.getByLabel('Client name').fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@compiler.works');
    await page.getByLabel('Service').fill('Software Development');
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Item').fill('Backend development');
    await first.getByLabel('Cost').fill('100');
    await first.getByLabel('Qty').fill('10');
    await page.getByRole('button', { name: 'Add item' }).click();
    const second = page.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Item').fill('Code review');
    await second.getByLabel('Cost').fill('150.5');
    await second.getByLabel('Qty').fill('2');
    await page.getByLabel('Discount ($)').fill('100');
    await page.getByLabel('Tax (%)').fill('20');
    await expect(page.getByTestId('totals-total')).toHaveText('$1,441.20');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: `Invoice #${id}` })).toBeVisible();

    await open(page, '/apps/invoice/list');
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('Grace Hopper');
    const row = page.getByTestId(`invoice-row-${id}`);
    await expect(row).toContainText('$1,441.20');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('link', { name: `Preview invoice #${id}` }).click();
    await page.getByRole('button', { name: 'Add payment' }).click();
    const drawer = page.getByRole('form', { name: 'Add payment' });
    await drawer.getByLabel('Payment amount').fill('2000');
    await drawer.getByRole('button', { name: 'Record payment' }).click();
    await expect(drawer.getByText('The payment cannot exceed the balance due')).toBeVisible();
    await drawer.getByLabel('Payment amount').fill('441.20');
    await drawer.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await expect(drawer.getByTestId('payment-outcome')).toContainText('$1,000.00');
    await drawer.getByRole('button', { name: 'Record payment' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Partial Payment').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('$441.20');

    await open(page, '/apps/invoice/list');
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('Grace Hopper');
    await expect(page.getByTestId(`invoice-row-${id}`)).toContainText('$1,000.00');
  });

  test('the wishlist moves a product to the cart; the cart drop-down changes quantities and removes', async ({
    page,
  }) => {
    await open(page, '/apps/e-commerce/wishlist');
    await expect(page.getByRole('status')).toHaveText('9 products in your wishlist');
    await page.getByRole('button', { name: 'Remove Portable SSD 1TB from the wishlist' }).click();
    await expect(page.getByRole('status')).toHaveText('8 products in your wishlist');
    await page.getByRole('button', { name: 'Move Leather Tote Bag to the cart' }).click();
    await expect(page.getByRole('status')).toHaveText('7 products in your wishlist');
    await expect(navbarCartCount(page)).toHaveText('6');

    await page.getByRole('button', { name: 'Open the cart' }).click();
    const dropdown = page.getByRole('dialog', { name: 'My cart' });
    await expect(dropdown.getByRole('listitem')).toHaveCount(6);
    const total = dropdown.getByTestId('cart-dropdown-total');
    const before = money(await total.textContent());
    await dropdown.getByRole('button', { name: 'One more Leather Tote Bag' }).click();
    await expect.poll(async () => money(await total.textContent())).toBeCloseTo(before + 158, 2);
    await dropdown.getByRole('button', { name: 'Remove Leather Tote Bag from the cart' }).click();
    await expect(dropdown.getByRole('listitem')).toHaveCount(5);
    await dropdown.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout$/);
    // The navbar is read again once the drop-down (a modal layer) has closed.
    await expect(navbarCartCount(page)).toHaveText('5');
    await expect(page.getByRole('list', { name: 'My cart' }).getByRole('listitem')).toHaveCount(5);
  });

  test('send a draft invoice, edit it, and delete an invoice', async ({ page }) => {
    await open(page, '/apps/invoice/list');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await expect(page.getByTestId('list-range')).not.toHaveText(/of 50 entries/);
    const firstDraft = page
      .getByRole('table', { name: 'Invoice list' })
      .getByRole('link', { name: /^Preview invoice #/ })
      .first();
    const id = (await firstDraft.getAttribute('href'))!.split('/').pop()!;
    await firstDraft.click();
    await expect(page.getByRole('heading', { name: `Invoice #${id}` })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send invoice' }).click();
    const drawer = page.getByRole('form', { name: 'Send invoice' });
    await drawer.getByLabel('To').fill('not-an-address');
    await drawer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(drawer.getByText('Please enter a valid email address')).toBeVisible();
    await drawer.getByLabel('To').fill('billing@client.example');
    await drawer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`invoice-${id}.html`);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Salesperson').fill('Lena Fischer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${id}$`));
    await expect(page.getByText('Lena Fischer')).toBeVisible();

    await open(page, '/apps/invoice/list');
    await page.getByRole('button', { name: `Delete invoice #${id}` }).click();
    // The demo API answers a write once it is stored in the browser, so its answer means the deletion is kept.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/apps/invoice/invoices/${id}`),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(page.getByRole('link', { name: `Preview invoice #${id}` })).toHaveCount(0);
    await open(page, `/apps/invoice/preview/${id}`);
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  });
});
