import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentDetails } from '@/mock/types/invoice';
import { invoiceHtml } from '@/features/apps/invoice/preview/invoiceFile';
import { formatMoney } from '@/features/apps/invoice/money';
import en from '@/features/apps/invoice/i18n/en';

/** Looks a key up in the English messages and fills its placeholders, as react-admin's translate does. */
function translate(key: string, options: Record<string, unknown> = {}): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
}

const invoice: Invoice = {
  id: 5040,
  issuedDate: '2026-11-02',
  dueDate: '2026-11-30',
  client: {
    name: 'Grace <b>Hopper</b>',
    company: 'Compiler & Co',
    companyEmail: 'grace@compiler.works',
    address: '1 Navy Way',
    country: 'United States',
    contact: '(555) 010-1906',
  },
  service: 'Software Development',
  items: [
    { title: 'Backend', description: 'API', cost: 100, qty: 10 },
    { title: 'Review', description: '', cost: 150.5, qty: 2 },
  ],
  discount: 100,
  taxRate: 20,
  total: 1441.2,
  balance: 1000,
  payments: [],
  invoiceStatus: 'Partial Payment',
  salesperson: 'Tommy Shelby',
  note: 'Thanks',
  avatar: '',
};
const bank: PaymentDetails = {
  totalDue: 1000,
  bankName: 'First Harbor Bank',
  country: 'United States',
  iban: 'US64 FHBK',
  swiftCode: 'FHBKUS44',
};

describe('the downloaded invoice file', () => {
  const html = invoiceHtml(invoice, bank, { translate, money: (amount) => formatMoney(amount), day: (day) => day });

  it('is a whole HTML document titled with the invoice number', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Invoice 5040</title>');
    expect(html).toContain('Invoice #5040');
  });

  it('lists every line and the totals the API computed', () => {
    expect(html).toContain('Backend');
    expect(html).toContain('$1,000.00'); // 100 × 10, and the balance
    expect(html).toContain('$301.00'); // 150.5 × 2
    expect(html).toContain('Subtotal: $1,301.00');
    expect(html).toContain('Tax (20%): $240.20');
    expect(html).toContain('Total: $1,441.20');
    expect(html).toContain('IBAN: US64 FHBK');
  });

  it('escapes what came from data', () => {
    expect(html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;');
    expect(html).toContain('Compiler &amp; Co');
    expect(html).not.toContain('<b>Hopper</b>');
  });
});
