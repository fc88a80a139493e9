import { roundMoney } from '@/mock/lib/money';
import { invoiceTotals, type InvoiceStatus, type InvoiceTotals } from '@/mock/types/invoice';

/** A number typed in a form field; anything that is not a finite number counts as 0 while the user types. */
export const amountOf = (value: number | string | undefined | null): number => {
  const parsed = typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
};

export interface DraftLine {
  cost: number | string;
  qty: number | string;
}

/** The totals of an invoice being edited, computed as the API will store them (subtotal − discount + tax). */
export function draftTotals(
  items: readonly DraftLine[],
  discount: number | string,
  taxRate: number | string,
): InvoiceTotals {
  return invoiceTotals(
    items.map((line) => ({ cost: amountOf(line.cost), qty: amountOf(line.qty) })),
    amountOf(discount),
    amountOf(taxRate),
  );
}

/** One line's price: unit cost × quantity. */
export const linePrice = (line: DraftLine) => roundMoney(amountOf(line.cost) * amountOf(line.qty));

/** What is left to pay after a payment; never below 0. */
export const balanceAfterPayment = (balance: number, amount: number) => Math.max(0, roundMoney(balance - amount));

/** An invoice is Paid once nothing is left, otherwise a payment makes it a Partial Payment. */
export const statusAfterPayment = (balance: number, amount: number): InvoiceStatus =>
  balanceAfterPayment(balance, amount) === 0 ? 'Paid' : 'Partial Payment';

/** Why a payment amount cannot be recorded (an i18n key), or null when it can. */
export function paymentProblem(amount: number, balance: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'invoices.payment.amountPositive';
  if (balance <= 0) return 'invoices.payment.alreadyPaid';
  if (roundMoney(amount) > balance) return 'invoices.payment.amountTooHigh';
  return null;
}

/** Sending a draft makes it Sent; an invoice further along keeps its status. */
export const statusAfterSending = (status: InvoiceStatus): InvoiceStatus => (status === 'Draft' ? 'Sent' : status);
