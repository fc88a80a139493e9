import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { getUser, setUser } from '@/auth/session';
import CheckoutPage from '@/features/apps/e-commerce/CheckoutPage';
import ShopPage from '@/features/apps/e-commerce/ShopPage';
import { serveMockApi } from '@tests/support/mockApi';
import { renderScreen, resolveRelativeFetch } from '@tests/support/renderScreen';

serveMockApi();
resolveRelativeFetch();

const userEvent = userEventLib.setup({ delay: null });

/** Typing key by key is slow in jsdom; a paste gives the field its whole value at once. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

const signIn = () =>
  setUser({
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 },
  });

describe('the shop', () => {
  it('narrows by brand and rating, and adding to the cart updates the stored count', { timeout: 60_000 }, async () => {
    signIn();
    renderScreen(<ShopPage />);
    expect(await screen.findByText('27 results found', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(getUser()?.extras?.eCommerceCartItemsCount).toBe(5));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Sony/ }));
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /5 & up|4 & up/ }));
    const cards = screen.getAllByTestId('product-card');
    expect(cards.length).toBeLessThanOrEqual(2);
    const card = cards.find((element) => within(element).queryByRole('button', { name: /^Add .* to the cart$/ }));
    if (!card) throw new Error('expected a Sony product not yet in the cart');
    await userEvent.click(within(card).getByRole('button', { name: /^Add .* to the cart$/ }));
    expect(await within(card).findByRole('link', { name: /^View .* in the cart$/ })).toBeInTheDocument();
    expect(getUser()?.extras?.eCommerceCartItemsCount).toBe(6);
  });
});

describe('the checkout', () => {
  it(
    'goes from cart to address to payment to confirmation, checking each step, and empties the cart',
    { timeout: 60_000 },
    async () => {
      signIn();
      renderScreen(<CheckoutPage />);
      const grand = await screen.findByTestId('price-grandTotal', {}, { timeout: 5000 });
      expect(grand.textContent).toMatch(/^\$[\d,]+\.\d\d$/);
      await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

      await userEvent.click(await screen.findByRole('button', { name: 'Deliver here' }));
      expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
      expect(screen.getByText('Please enter your postcode')).toBeInTheDocument();
      await fill(screen.getByLabelText(/Full name/), 'Grace Hopper');
      await fill(screen.getByLabelText(/Mobile number/), '+1 555 010 1906');
      await fill(screen.getByLabelText(/Flat, house no/), '1 Navy Way');
      await fill(screen.getByLabelText(/Town \/ City/), 'Arlington');
      await fill(screen.getByLabelText(/Postcode/), '22202');
      await fill(screen.getByLabelText(/State \/ Region/), 'Virginia');
      await userEvent.click(screen.getByRole('button', { name: 'Deliver here' }));

      await userEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
      expect(await screen.findByText('Please enter the 3 or 4 digit security code')).toBeInTheDocument();
      await fill(screen.getByLabelText(/Security code/), '123');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));

      expect(await screen.findByText('Thank you!', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByTestId('order-number')).toHaveTextContent(/Your order #\d+ has been placed/);
      expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
      expect(getUser()?.extras?.eCommerceCartItemsCount).toBe(0);
    },
  );
});
