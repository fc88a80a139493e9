/**
 * Contract of the invoice endpoints (`/apps/invoice/*`): response types, query and body schemas, and how the total
 * is computed (so an invoice form can show the same total the API will store).
 */
import { z } from 'zod';
import { AMOUNT_MAX, EMAIL_MAX, TOO_BIG, TOO_LONG, TOO_MANY } from '../lib/limits';
import { roundMoney, sumMoney } from '../lib/money';
import { booleanParam, pageParam, perPageParam, textParam } from '../lib/queryParams';
import type { IsoDate } from './common';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export const PAYMENT_METHODS = ['cash', 'bank-transfer', 'debit-card', 'credit-card', 'paypal'] as const;
/** `client` sorts by the client's name. */
export const INVOICE_SORT_KEYS = [
  'id',
  'issuedDate',
  'dueDate',
  'total',
  'balance',
  'invoiceStatus',
  'service',
  'client',
] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

export type InvoiceClient = {
  name: string;
  company: string;
  companyEmail: string;
  address: string;
  country: string;
  contact: string;
};

export type InvoiceLine = {
  title: string;
  description: string;
  /** Price of one unit. */
  cost: number;
  qty: number;
};

export type InvoicePayment = {
  id: number;
  amount: number;
  date: IsoDate;
  method: PaymentMethod;
  note: string;
};

export type Invoice = {
  id: number;
  issuedDate: IsoDate;
  dueDate: IsoDate;
  client: InvoiceClient;
  service: string;
  items: InvoiceLine[];
  /** Amount taken off the subtotal before tax. */
  discount: number;
  /** Percent, 0-100. */
  taxRate: number;
  /** subtotal - discount + tax; computed by the API. */
  total: number;
  /** What is still owed: total minus payments. */
  balance: number;
  payments: InvoicePayment[];
  invoiceStatus: InvoiceStatus;
  salesperson: string;
  note: string;
  /** The client's picture (SVG data URI) or '' (show initials). */
  avatar: string;
};

export type PaymentDetails = {
  /** The invoice's balance. */
  totalDue: number;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
};

/** GET /apps/invoice/invoices */
export type InvoiceListResponse = { invoices: Invoice[]; total: number };
/** GET /apps/invoice/invoices/:id */
export type InvoiceDetailsResponse = { invoice: Invoice; paymentDetails: PaymentDetails };
/** POST (201), PUT and DELETE /apps/invoice/invoices[/:id] */
export type InvoiceResponse = { invoice: Invoice };
/** GET /apps/invoice/clients: five clients to pick from on the invoice form. */
export type InvoiceClientsResponse = InvoiceClient[];
/** POST /apps/invoice/invoices/:id/payments (201) */
export type InvoicePaymentResponse = { invoice: Invoice; payment: InvoicePayment };

export type InvoiceTotals = { subtotal: number; discount: number; tax: number; total: number };

export function invoiceTotals(
  items: readonly Pick<InvoiceLine, 'cost' | 'qty'>[],
  discount: number,
  taxRate: number,
): InvoiceTotals {
  const subtotal = sumMoney(items.map((item) => roundMoney(item.cost * item.qty)));
  const tax = roundMoney(((subtotal - discount) * taxRate) / 100);
  return { subtotal, discount, tax, total: roundMoney(subtotal - discount + tax) };
}

export const invoiceQuery = z.object({
  q: textParam.optional(),
  perPage: perPageParam(10),
  page: pageParam,
  sortBy: z.enum(INVOICE_SORT_KEYS, { error: 'Unknown sort field' }).default('id'),
  sortDesc: booleanParam.default(false),
  status: z.enum(INVOICE_STATUSES, { error: 'Unknown status' }).optional(),
});

/** The invoice form's limits (src/features/apps/invoice/editor/invoiceFormSchema.ts takes its text limits from here). */
export const INVOICE_LIMITS = {
  clientName: 80,
  service: 80,
  itemTitle: 120,
  text: 200,
  note: 1000,
  contact: 40,
  items: 50,
  qty: 10_000,
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const isoDate = (message: string) => z.iso.date({ error: message });
const amount = (message: string) =>
  z.number({ error: message }).finite(message).min(0, message).max(AMOUNT_MAX, TOO_BIG).transform(roundMoney);
/** A text the form limits with `invoices.validation.tooLong`. */
const limited = (max: number) => z.string().trim().max(max, 'invoices.validation.tooLong');

export const invoiceClientSchema = z.object({
  name: required('Please enter the client name').max(INVOICE_LIMITS.clientName, 'invoices.validation.tooLong'),
  company: limited(INVOICE_LIMITS.text).default(''),
  companyEmail: z.email({ error: 'Please enter a valid email' }).max(EMAIL_MAX, TOO_LONG),
  address: limited(INVOICE_LIMITS.text).default(''),
  country: limited(INVOICE_LIMITS.text).default(''),
  contact: z.string().trim().max(INVOICE_LIMITS.contact, TOO_LONG).default(''),
});

export const invoiceLineSchema = z.object({
  title: required('Please enter the item').max(INVOICE_LIMITS.itemTitle, 'invoices.validation.tooLong'),
  description: limited(INVOICE_LIMITS.text).default(''),
  cost: amount('Enter a price of 0 or more'),
  qty: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole quantity')
    .min(1, 'The quantity is at least 1')
    .max(INVOICE_LIMITS.qty, TOO_BIG),
});

/** The editable fields, without defaults (so a partial update never resets an omitted field). */
const invoiceFields = z.object({
  client: invoiceClientSchema,
  issuedDate: isoDate('Please enter the issue date'),
  dueDate: isoDate('Please enter the due date'),
  service: required('Please enter the service').max(INVOICE_LIMITS.service, 'invoices.validation.tooLong'),
  items: z
    .array(invoiceLineSchema, { error: 'Add at least one item' })
    .min(1, 'Add at least one item')
    .max(INVOICE_LIMITS.items, TOO_MANY),
  discount: amount('Enter a discount of 0 or more'),
  taxRate: z
    .number({ error: 'Enter a tax rate' })
    .min(0, 'Enter a tax rate from 0 to 100')
    .max(100, 'Enter a tax rate from 0 to 100'),
  salesperson: limited(INVOICE_LIMITS.text),
  note: limited(INVOICE_LIMITS.note),
  invoiceStatus: z.enum(INVOICE_STATUSES, { error: 'Unknown status' }),
});

/** Rules across fields, checked on the whole invoice (after merging a partial update): field -> message. */
export function invoiceRuleErrors(
  invoice: Pick<Invoice, 'issuedDate' | 'dueDate' | 'items' | 'discount'>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (invoice.dueDate < invoice.issuedDate) errors.dueDate = 'The due date cannot be before the issue date';
  if (invoice.discount > invoiceTotals(invoice.items, 0, 0).subtotal)
    errors.discount = 'The discount cannot exceed the subtotal';
  return errors;
}

/** POST /apps/invoice/invoices: a new invoice is a Draft (or Sent/Downloaded) with nothing paid yet. */
export const createInvoiceBody = z.object({
  invoice: invoiceFields.extend({
    discount: invoiceFields.shape.discount.default(0),
    taxRate: invoiceFields.shape.taxRate.default(0),
    salesperson: invoiceFields.shape.salesperson.default(''),
    note: invoiceFields.shape.note.default(''),
    invoiceStatus: z
      .enum(['Draft', 'Sent', 'Downloaded'], { error: 'A new invoice is Draft, Sent or Downloaded' })
      .default('Draft'),
    /** A picture as lib/limits.ts `pictureProblem` takes it, or one a stored invoice has (checked by the handler). */
    avatar: z.string().default(''),
  }),
});
export type NewInvoice = z.input<typeof createInvoiceBody>['invoice'];

/** PUT /apps/invoice/invoices/:id: any subset of the fields; total and balance are recomputed. */
export const updateInvoiceBody = z.object({
  invoice: invoiceFields.partial().extend({ avatar: z.string().optional() }),
});
export type InvoiceChanges = z.input<typeof updateInvoiceBody>['invoice'];

/** POST /apps/invoice/invoices/:id/payments */
export const invoicePaymentBody = z.object({
  amount: z
    .number({ error: 'Enter the amount paid' })
    .finite('Enter the amount paid')
    .gt(0, 'The amount must be more than 0')
    .max(AMOUNT_MAX, TOO_BIG)
    .transform(roundMoney),
  date: isoDate('Please enter the payment date'),
  method: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
  note: limited(INVOICE_LIMITS.text).default(''),
});
export type NewInvoicePayment = z.input<typeof invoicePaymentBody>;
