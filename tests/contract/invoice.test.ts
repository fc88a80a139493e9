import { describe, expect, it } from 'vitest';
import type { DemoErrorBody } from '@/mock/types/common';
import {
  INVOICE_STATUSES,
  invoiceTotals,
  type Invoice,
  type InvoiceClientsResponse,
  type InvoiceDetailsResponse,
  type InvoiceListResponse,
  type InvoicePaymentResponse,
  type InvoiceResponse,
  type NewInvoice,
} from '@/mock/types/invoice';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

type Query = Record<string, string | number | boolean | undefined>;
const list = (query: Query = {}) => api.get<InvoiceListResponse>('/apps/invoice/invoices', query);
const allInvoices = async () => (await list({ perPage: 100 })).body.invoices;
const one = async (id: number) => (await api.get<InvoiceDetailsResponse>(`/apps/invoice/invoices/${id}`)).body.invoice;
const paid = (invoice: Invoice) => invoice.payments.reduce((sum, p) => sum + p.amount, 0);

const draft: NewInvoice = {
  client: {
    name: 'Grace Hopper',
    company: 'Compiler Works',
    companyEmail: 'grace@compiler.works',
    address: '1 Navy Way',
    country: 'United States',
    contact: '(555) 010-1906',
  },
  issuedDate: '2026-11-02',
  dueDate: '2026-11-30',
  service: 'Software Development',
  items: [
    { title: 'Backend development', description: 'API', cost: 100, qty: 10 },
    { title: 'Code review', cost: 150.5, qty: 2 },
  ],
  discount: 100,
  taxRate: 20,
};

describe('GET /apps/invoice/invoices', () => {
  it('answers the first 10 of 50 invoices by number', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(50);
    expect(body.invoices.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => 4987 + i));
  });

  it('has consistent, realistic invoices of every status', async () => {
    const invoices = await allInvoices();
    expect(new Set(invoices.map((i) => i.invoiceStatus))).toEqual(new Set(INVOICE_STATUSES));
    for (const invoice of invoices) {
      expect(invoice.total).toBeCloseTo(invoiceTotals(invoice.items, invoice.discount, invoice.taxRate).total, 2);
      expect(invoice.balance).toBeCloseTo(invoice.total - paid(invoice), 2);
      expect(invoice.dueDate >= invoice.issuedDate).toBe(true);
      expect(invoice.client.companyEmail).toContain('@');
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBe(0);
      if (invoice.invoiceStatus === 'Partial Payment') expect(invoice.balance).toBeGreaterThan(0);
      if (invoice.invoiceStatus === 'Past Due') expect(invoice.dueDate < '2026-11-01').toBe(true);
    }
  });

  it('pages with perPage and page', async () => {
    const { body } = await list({ perPage: 15, page: 4 });
    expect(body.total).toBe(50);
    expect(body.invoices.map((i) => i.id)).toEqual([5032, 5033, 5034, 5035, 5036]);
  });

  it('sorts by total, client, dates and status, ascending or descending', async () => {
    const totals = (await list({ sortBy: 'total', perPage: 100 })).body.invoices.map((i) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const totalsDesc = (await list({ sortBy: 'total', sortDesc: true, perPage: 100 })).body.invoices.map(
      (i) => i.total,
    );
    expect(totalsDesc).toEqual([...totals].sort((a, b) => b - a));
    const clients = (await list({ sortBy: 'client', perPage: 100 })).body.invoices.map((i) => i.client.name);
    expect(clients).toEqual([...clients].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const issued = (await list({ sortBy: 'issuedDate', sortDesc: true, perPage: 100 })).body.invoices.map(
      (i) => i.issuedDate,
    );
    expect(issued).toEqual([...issued].sort().reverse());
    const balances = (await list({ sortBy: 'balance', perPage: 100 })).body.invoices.map((i) => i.balance);
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
    expect((await list({ sortDesc: true })).body.invoices[0].id).toBe(5036);
  });

  it('searches client name, e-mail and number case-insensitively', async () => {
    const sample = (await allInvoices())[12];
    const byName = await list({ q: sample.client.name.toUpperCase(), perPage: 100 });
    expect(byName.body.invoices.map((i) => i.id)).toContain(sample.id);
    expect(byName.body.invoices.every((i) => i.client.name === sample.client.name)).toBe(true);
    expect((await list({ q: sample.client.companyEmail })).body.invoices.map((i) => i.id)).toContain(sample.id);
    expect((await list({ q: String(sample.id) })).body.invoices.map((i) => i.id)).toEqual([sample.id]);
    expect((await list({ q: 'zzz-nothing' })).body).toEqual({ invoices: [], total: 0 });
  });

  it('filters by status', async () => {
    const invoices = await allInvoices();
    for (const status of INVOICE_STATUSES) {
      const { body } = await list({ status, perPage: 100 });
      expect(body.total).toBe(invoices.filter((i) => i.invoiceStatus === status).length);
      expect(body.invoices.every((i) => i.invoiceStatus === status)).toBe(true);
    }
  });

  it('rejects an unknown status or sort field with 400', async () => {
    const { status, body } = await api.get<DemoErrorBody>('/apps/invoice/invoices', {
      status: 'Lost',
      sortBy: 'secret',
      perPage: 'ten',
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      status: 'Unknown status',
      sortBy: 'Unknown sort field',
      perPage: 'Page size must be a number',
    });
  });
});

describe('GET /apps/invoice/invoices/:id', () => {
  it('answers the invoice and the payment details, whose total due is the balance', async () => {
    const { status, body } = await api.get<InvoiceDetailsResponse>('/apps/invoice/invoices/4990');
    expect(status).toBe(200);
    expect(body.invoice.id).toBe(4990);
    expect(body.paymentDetails).toEqual({
      totalDue: body.invoice.balance,
      bankName: expect.any(String),
      country: expect.any(String),
      iban: expect.any(String),
      swiftCode: expect.any(String),
    });
  });

  it('answers 404 for an unknown invoice', async () => {
    expect(await api.get('/apps/invoice/invoices/1')).toEqual({ status: 404, body: { error: 'Invoice not found' } });
  });
});

describe('GET /apps/invoice/clients', () => {
  it('answers 5 distinct clients', async () => {
    const { status, body } = await api.get<InvoiceClientsResponse>('/apps/invoice/clients');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(new Set(body.map((c) => c.name)).size).toBe(5);
    expect(body[0]).toEqual((await one(4987)).client);
  });
});

describe('POST /apps/invoice/invoices', () => {
  it('creates a Draft (201) with the total computed from its lines and nothing paid', async () => {
    const { status, body } = await api.post<InvoiceResponse>('/apps/invoice/invoices', { invoice: draft });
    expect(status).toBe(201);
    // (1000 + 301 - 100) * 1.2
    expect(body.invoice).toMatchObject({
      id: 5037,
      invoiceStatus: 'Draft',
      total: 1441.2,
      balance: 1441.2,
      payments: [],
      note: '',
      salesperson: '',
    });
    expect(body.invoice.items[1]).toEqual({ title: 'Code review', description: '', cost: 150.5, qty: 2 });
    expect(await one(5037)).toEqual(body.invoice);
    expect((await list()).body.total).toBe(51);
  });

  it('answers 400 with field messages for a bad invoice', async () => {
    const { status, body } = await api.post<DemoErrorBody>('/apps/invoice/invoices', {
      invoice: {
        ...draft,
        client: { name: '', companyEmail: 'x' },
        items: [{ title: 'A', cost: -1, qty: 0.5 }],
        issuedDate: '2026-13-01',
      },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'invoice.client.name': 'Please enter the client name',
      'invoice.client.companyEmail': 'Please enter a valid email',
      'invoice.items.0.cost': 'Enter a price of 0 or more',
      'invoice.items.0.qty': 'Enter a whole quantity',
      'invoice.issuedDate': 'Please enter the issue date',
    });
    expect(
      (await api.post<DemoErrorBody>('/apps/invoice/invoices', { invoice: { ...draft, items: [] } })).body.error,
    ).toEqual({ 'invoice.items': 'Add at least one item' });
    expect(
      (
        await api.post<DemoErrorBody>('/apps/invoice/invoices', {
          invoice: { ...draft, status: 'Paid', invoiceStatus: 'Paid' },
        })
      ).body.error,
    ).toEqual({ 'invoice.invoiceStatus': 'A new invoice is Draft, Sent or Downloaded' });
  });

  it('checks the due date against the issue date and the discount against the subtotal', async () => {
    const { status, body } = await api.post<DemoErrorBody>('/apps/invoice/invoices', {
      invoice: { ...draft, dueDate: '2026-11-01', discount: 5000 },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'invoice.dueDate': 'The due date cannot be before the issue date',
      'invoice.discount': 'The discount cannot exceed the subtotal',
    });
    expect((await list()).body.total).toBe(50);
  });
});

describe('PUT /apps/invoice/invoices/:id', () => {
  it('changes the given fields and recomputes total and balance', async () => {
    const created = (await api.post<InvoiceResponse>('/apps/invoice/invoices', { invoice: draft })).body.invoice;
    const { status, body } = await api.put<InvoiceResponse>(`/apps/invoice/invoices/${created.id}`, {
      invoice: {
        items: [{ title: 'Migration', cost: 500, qty: 1 }],
        discount: 0,
        invoiceStatus: 'Sent',
        note: 'Thanks!',
      },
    });
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      client: draft.client,
      total: 600,
      balance: 600,
      invoiceStatus: 'Sent',
      note: 'Thanks!',
    });
    expect(await one(created.id)).toEqual(body.invoice);
  });

  it('refuses a due date before the stored issue date, and Paid without payment', async () => {
    const stored = await one(4990);
    const early = await api.put<DemoErrorBody>('/apps/invoice/invoices/4990', { invoice: { dueDate: '2000-01-01' } });
    expect(early.body.error).toEqual({ 'invoice.dueDate': 'The due date cannot be before the issue date' });
    const open = (await allInvoices()).find((i) => i.invoiceStatus === 'Sent')!;
    const markPaid = await api.put<DemoErrorBody>(`/apps/invoice/invoices/${open.id}`, {
      invoice: { invoiceStatus: 'Paid' },
    });
    expect(markPaid).toEqual({
      status: 400,
      body: { error: { 'invoice.invoiceStatus': 'Record a payment to mark the invoice paid' } },
    });
    expect(await one(4990)).toEqual(stored);
  });

  it('refuses a total below what was already paid', async () => {
    const settled = (await allInvoices()).find((i) => i.invoiceStatus === 'Paid')!;
    const { status, body } = await api.put<DemoErrorBody>(`/apps/invoice/invoices/${settled.id}`, {
      invoice: { items: [{ title: 'Tiny', cost: 1, qty: 1 }], discount: 0 },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({ 'invoice.items': 'The total cannot be less than what has already been paid' });
  });

  it('answers 404 for an unknown invoice', async () => {
    expect((await api.put('/apps/invoice/invoices/1', { invoice: { note: 'x' } })).status).toBe(404);
  });
});

describe('DELETE /apps/invoice/invoices/:id', () => {
  it('removes the invoice', async () => {
    const { status, body } = await api.delete<InvoiceResponse>('/apps/invoice/invoices/4999');
    expect(status).toBe(200);
    expect(body.invoice.id).toBe(4999);
    expect((await api.get('/apps/invoice/invoices/4999')).status).toBe(404);
    expect((await list()).body.total).toBe(49);
    expect((await api.delete('/apps/invoice/invoices/4999')).status).toBe(404);
  });
});

describe('POST /apps/invoice/invoices/:id/payments', () => {
  it('lowers the balance: Partial Payment while something is owed, Paid at 0', async () => {
    const open = (await allInvoices()).find((i) => i.invoiceStatus === 'Sent')!;
    const first = await api.post<InvoicePaymentResponse>(`/apps/invoice/invoices/${open.id}/payments`, {
      amount: 100.005,
      date: '2026-11-05',
      method: 'paypal',
    });
    expect(first.status).toBe(201);
    expect(first.body.payment).toEqual({ id: 1, amount: 100.01, date: '2026-11-05', method: 'paypal', note: '' });
    expect(first.body.invoice).toMatchObject({
      balance: Math.round((open.total - 100.01) * 100) / 100,
      invoiceStatus: 'Partial Payment',
    });
    const rest = first.body.invoice.balance;
    const second = await api.post<InvoicePaymentResponse>(`/apps/invoice/invoices/${open.id}/payments`, {
      amount: rest,
      date: '2026-11-06',
      method: 'cash',
      note: 'Final',
    });
    expect(second.body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect(second.body.invoice.payments.map((p) => p.id)).toEqual([1, 2]);
    expect(
      (await api.get<InvoiceDetailsResponse>(`/apps/invoice/invoices/${open.id}`)).body.paymentDetails.totalDue,
    ).toBe(0);
  });

  it('refuses a payment above the balance, on a paid invoice, or with bad fields', async () => {
    const open = (await allInvoices()).find((i) => i.invoiceStatus === 'Draft')!;
    const tooMuch = await api.post<DemoErrorBody>(`/apps/invoice/invoices/${open.id}/payments`, {
      amount: open.balance + 1,
      date: '2026-11-05',
      method: 'cash',
    });
    expect(tooMuch).toEqual({ status: 400, body: { error: { amount: 'The payment exceeds the balance due' } } });
    const settled = (await allInvoices()).find((i) => i.invoiceStatus === 'Paid')!;
    expect(
      (
        await api.post<DemoErrorBody>(`/apps/invoice/invoices/${settled.id}/payments`, {
          amount: 1,
          date: '2026-11-05',
          method: 'cash',
        })
      ).body.error,
    ).toEqual({ amount: 'This invoice is already paid' });
    const bad = await api.post<DemoErrorBody>(`/apps/invoice/invoices/${open.id}/payments`, {
      amount: 0,
      date: 'soon',
      method: 'gold',
    });
    expect(bad.body.error).toEqual({
      amount: 'The amount must be more than 0',
      date: 'Please enter the payment date',
      method: 'Please choose a payment method',
    });
    expect(await one(open.id)).toEqual(open);
  });

  it('answers 404 for an unknown invoice', async () => {
    expect(
      (await api.post('/apps/invoice/invoices/1/payments', { amount: 1, date: '2026-11-05', method: 'cash' })).status,
    ).toBe(404);
  });
});
