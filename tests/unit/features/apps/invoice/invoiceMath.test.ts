// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  balanceAfterPayment,
  draftTotals,
  linePrice,
  paymentProblem,
  statusAfterPayment,
  statusAfterSending,
} from '@/features/apps/invoice/invoiceMath';
import {
  blankInvoiceForm,
  formToInvoice,
  invoiceFormSchema,
  type InvoiceFormValues,
} from '@/features/apps/invoice/editor/invoiceFormSchema';
import { paymentSchema } from '@/features/apps/invoice/preview/paymentSchema';

describe('invoice totals while typing', () => {
  it('computes subtotal, discount, tax and total from the lines as typed', () => {
    const totals = draftTotals(
      [
        { cost: '100', qty: '10' },
        { cost: '150.5', qty: '2' },
      ],
      '100',
      '20',
    );
    expect(totals).toEqual({ subtotal: 1301, discount: 100, tax: 240.2, total: 1441.2 });
  });

  it('counts unfinished numbers as 0 instead of failing', () => {
    expect(
      draftTotals(
        [
          { cost: '', qty: '3' },
          { cost: 'abc', qty: '1' },
        ],
        '',
        '',
      ),
    ).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
    expect(amountOf('12,5')).toBe(12.5);
    expect(linePrice({ cost: '0.1', qty: '3' })).toBe(0.3);
  });
});

describe('payments', () => {
  it('lowers the balance and decides the status', () => {
    expect(balanceAfterPayment(1244.48, 244.48)).toBe(1000);
    expect(statusAfterPayment(1244.48, 244.48)).toBe('Partial Payment');
    expect(balanceAfterPayment(0.3, 0.1 + 0.2)).toBe(0);
    expect(statusAfterPayment(1244.48, 1244.48)).toBe('Paid');
  });

  it('refuses nothing, a negative amount, more than the balance, or paying a paid invoice', () => {
    expect(paymentProblem(0, 100)).toBe('invoices.payment.amountPositive');
    expect(paymentProblem(-5, 100)).toBe('invoices.payment.amountPositive');
    expect(paymentProblem(100.01, 100)).toBe('invoices.payment.amountTooHigh');
    expect(paymentProblem(10, 0)).toBe('invoices.payment.alreadyPaid');
    expect(paymentProblem(100, 100)).toBeNull();
  });

  it('validates the payment form with translated messages', () => {
    const schema = paymentSchema(50);
    const result = schema.safeParse({ amount: '60', date: '', method: undefined, note: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      amount: 'invoices.payment.amountTooHigh',
      date: 'invoices.payment.dateRequired',
      method: 'invoices.payment.methodRequired',
    });
    expect(schema.safeParse({ amount: '50', date: '2026-11-21', method: 'cash', note: '' }).success).toBe(true);
  });

  it('makes a sent draft Sent and leaves other statuses alone', () => {
    expect(statusAfterSending('Draft')).toBe('Sent');
    expect(statusAfterSending('Partial Payment')).toBe('Partial Payment');
  });
});

const valid = (): InvoiceFormValues => ({
  ...blankInvoiceForm('2026-11-02', '2026-12-02'),
  clientChoice: '__new__',
  client: {
    name: 'Grace Hopper',
    company: 'Compiler Works',
    companyEmail: 'grace@compiler.works',
    address: '',
    country: '',
    contact: '(555) 010-1906',
  },
  service: 'Software Development',
  items: [
    { title: 'Backend', description: 'API', cost: '100', qty: '10' },
    { title: 'Review', description: '', cost: '150.5', qty: '2' },
  ],
  discount: '100',
  taxRate: '20',
});

describe('the invoice form', () => {
  it('accepts a complete invoice and sends numbers to the API', () => {
    expect(invoiceFormSchema.safeParse(valid()).success).toBe(true);
    const invoice = formToInvoice(valid());
    expect(invoice.items).toEqual([
      { title: 'Backend', description: 'API', cost: 100, qty: 10 },
      { title: 'Review', description: '', cost: 150.5, qty: 2 },
    ]);
    expect(invoice).toMatchObject({
      discount: 100,
      taxRate: 20,
      client: { name: 'Grace Hopper' },
      invoiceStatus: 'Draft',
    });
  });

  it('puts a translated message on each wrong field', () => {
    const form = valid();
    form.dueDate = '2026-11-01';
    form.client.companyEmail = 'not-an-email';
    form.items[0] = { title: '', description: '', cost: '-1', qty: '1.5' };
    form.discount = '5000';
    form.taxRate = '120';
    const result = invoiceFormSchema.safeParse(form);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      dueDate: 'invoices.validation.dueBeforeIssued',
      'client.companyEmail': 'invoices.validation.clientEmail',
      'items.0.title': 'invoices.validation.itemTitle',
      'items.0.cost': 'invoices.validation.cost',
      'items.0.qty': 'invoices.validation.qty',
      discount: 'invoices.validation.discountTooHigh',
      taxRate: 'invoices.validation.taxRate',
    });
  });

  it('needs a client and at least one line', () => {
    const result = invoiceFormSchema.safeParse({ ...valid(), clientChoice: '', items: [] });
    const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['clientChoice', 'items']));
  });
});
