import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import InvoiceAddPage from '@/features/apps/invoice/InvoiceAddPage';
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

describe('the invoice form', () => {
  it('recomputes the totals as lines, discount and tax are typed', { timeout: 60_000 }, async () => {
    renderScreen(<InvoiceAddPage />);
    await fill(await screen.findByLabelText(/^Item/), 'Backend development');
    await fill(screen.getByLabelText(/^Cost/), '100');
    await fill(screen.getByLabelText(/^Qty/), '10');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$1,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const second = within(screen.getByRole('group', { name: 'Line 2' }));
    await fill(second.getByLabelText(/^Item/), 'Code review');
    await fill(second.getByLabelText(/^Cost/), '150.5');
    await fill(second.getByLabelText(/^Qty/), '2');
    await fill(screen.getByLabelText('Discount ($)'), '100');
    await fill(screen.getByLabelText('Tax (%)'), '20');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$1,301.00');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('$240.20');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$1,441.20');
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$1,080.00');
  });
});
