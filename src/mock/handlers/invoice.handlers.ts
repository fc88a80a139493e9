import { http } from 'msw';
import { pictureProblem } from '../lib/limits';
import { matchesQuery, paginate, sortedBy, type SortValue } from '../lib/listing';
import { roundMoney, sumMoney } from '../lib/money';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection, single } from '../lib/store';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import type { FieldErrors } from '../types/common';
import {
  createInvoiceBody,
  invoicePaymentBody,
  invoiceQuery,
  invoiceRuleErrors,
  invoiceTotals,
  updateInvoiceBody,
  type Invoice,
  type InvoiceClientsResponse,
  type InvoiceDetailsResponse,
  type InvoiceListResponse,
  type InvoicePaymentResponse,
  type InvoiceResponse,
  type InvoiceSortKey,
  type PaymentDetails,
} from '../types/invoice';

const invoices = collection<Invoice>('invoiceRecords');
const bankDetails = single<Omit<PaymentDetails, 'totalDue'>>('invoicePaymentDetails');

const sortValue =
  (key: InvoiceSortKey) =>
  (invoice: Invoice): SortValue =>
    key === 'client' ? invoice.client.name : invoice[key];

const prefixed = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`invoice.${field}`, message]));

/** A client picture: one already stored (`kept`, or on any invoice), or a new one as pictures are taken. */
function pictureError(avatar: string | undefined, kept?: string): Response | null {
  if (avatar === undefined || avatar === kept || invoices.all().some((invoice) => invoice.avatar === avatar))
    return null;
  const problem = pictureProblem(avatar);
  return problem ? badRequest({ 'invoice.avatar': problem }) : null;
}

/** Total from the lines; balance is what the payments leave of it. */
function withTotals<T extends Pick<Invoice, 'items' | 'discount' | 'taxRate' | 'payments'>>(
  invoice: T,
): T & Pick<Invoice, 'total' | 'balance'> {
  const { total } = invoiceTotals(invoice.items, invoice.discount, invoice.taxRate);
  return { ...invoice, total, balance: roundMoney(total - sumMoney(invoice.payments.map((p) => p.amount))) };
}

/** Payments decide Paid / Partial Payment once there are any; otherwise the chosen status stands. */
function settledStatus(invoice: Pick<Invoice, 'balance' | 'payments' | 'invoiceStatus'>): Invoice['invoiceStatus'] {
  if (invoice.payments.length === 0) return invoice.invoiceStatus;
  if (invoice.balance === 0) return 'Paid';
  return invoice.invoiceStatus === 'Paid' ? 'Partial Payment' : invoice.invoiceStatus;
}

export const handlers = [
  /** Search (client, e-mail, company, number, service), status filter, sort and a page of invoices. */
  http.get('/apps/invoice/invoices', ({ request }) => {
    const query = parseQuery(request, invoiceQuery);
    if (query.response) return query.response;
    const { q, perPage, page, sortBy, sortDesc, status } = query.data;
    const matching = invoices
      .all()
      .filter(
        (invoice) =>
          matchesQuery(
            q,
            invoice.client.name,
            invoice.client.companyEmail,
            invoice.client.company,
            invoice.id,
            invoice.service,
          ) &&
          (!status || invoice.invoiceStatus === status),
      );
    const sorted = sortedBy(matching, sortValue(sortBy), sortDesc);
    return ok<InvoiceListResponse>({ invoices: paginate(sorted, perPage, page), total: matching.length });
  }),

  http.post('/apps/invoice/invoices', async ({ request }) => {
    const body = await parseBody(request, createInvoiceBody);
    if (body.response) return body.response;
    const refused = pictureError(body.data.invoice.avatar);
    if (refused) return refused;
    const rules = invoiceRuleErrors(body.data.invoice);
    if (Object.keys(rules).length) return badRequest(prefixed(rules));
    const invoice = invoices.insert(withTotals({ ...body.data.invoice, payments: [] }));
    return created<InvoiceResponse>({ invoice });
  }),

  /** Five clients for the invoice form: the first distinct clients by invoice number. */
  http.get('/apps/invoice/clients', () => {
    const clients = new Map(
      sortedBy(invoices.all(), (i) => i.id).map((invoice) => [invoice.client.name, invoice.client]),
    );
    return ok<InvoiceClientsResponse>([...clients.values()].slice(0, 5));
  }),

  http.get('/apps/invoice/invoices/:id', ({ params }) => {
    const invoice = invoices.find(parseId(params.id) ?? 0);
    if (!invoice) return notFound('Invoice');
    return ok<InvoiceDetailsResponse>({ invoice, paymentDetails: { totalDue: invoice.balance, ...bankDetails.get() } });
  }),

  http.put('/apps/invoice/invoices/:id', async ({ request, params }) => {
    const id = parseId(params.id) ?? 0;
    const stored = invoices.find(id);
    if (!stored) return notFound('Invoice');
    const body = await parseBody(request, updateInvoiceBody);
    if (body.response) return body.response;
    const refused = pictureError(body.data.invoice.avatar, stored.avatar);
    if (refused) return refused;
    const merged = withTotals({ ...stored, ...body.data.invoice });
    const errors = invoiceRuleErrors(merged);
    if (merged.balance < 0) errors.items = 'The total cannot be less than what has already been paid';
    if (body.data.invoice.invoiceStatus === 'Paid' && merged.balance > 0)
      errors.invoiceStatus = 'Record a payment to mark the invoice paid';
    if (Object.keys(errors).length) return badRequest(prefixed(errors));
    const { id: _id, ...changes } = { ...merged, invoiceStatus: settledStatus(merged) };
    return ok<InvoiceResponse>({ invoice: invoices.update(id, changes)! });
  }),

  http.delete('/apps/invoice/invoices/:id', ({ params }) => {
    const invoice = invoices.remove(parseId(params.id) ?? 0);
    return invoice ? ok<InvoiceResponse>({ invoice }) : notFound('Invoice');
  }),

  /** Records a payment: lowers the balance; the invoice is Paid at 0, otherwise Partial Payment. */
  http.post('/apps/invoice/invoices/:id/payments', async ({ request, params }) => {
    const id = parseId(params.id) ?? 0;
    const invoice = invoices.find(id);
    if (!invoice) return notFound('Invoice');
    const body = await parseBody(request, invoicePaymentBody);
    if (body.response) return body.response;
    if (invoice.balance === 0) return badRequest({ amount: 'This invoice is already paid' });
    if (body.data.amount > invoice.balance) return badRequest({ amount: 'The payment exceeds the balance due' });
    const payment = { id: Math.max(0, ...invoice.payments.map((p) => p.id)) + 1, ...body.data };
    const balance = roundMoney(invoice.balance - payment.amount);
    const updated = invoices.update(id, {
      payments: [...invoice.payments, payment],
      balance,
      invoiceStatus: balance === 0 ? 'Paid' : 'Partial Payment',
    })!;
    return created<InvoicePaymentResponse>({ invoice: updated, payment });
  }),
];
