import { z } from 'zod';
import {
  INVOICE_LIMITS,
  type Invoice,
  type InvoiceClient,
  type InvoiceStatus,
  type NewInvoice,
} from '@/mock/types/invoice';
import { draftTotals } from '../invoiceMath';

/* Messages are i18n keys (invoices.validation.*), translated where they are shown. */
const required = (key: string) => z.string().trim().min(1, `invoices.validation.${key}`);
const optional = z.string().trim().max(INVOICE_LIMITS.text, 'invoices.validation.tooLong');
const numberText = (key: string) =>
  z
    .string()
    .trim()
    .min(1, `invoices.validation.${key}`)
    .refine((text) => Number.isFinite(Number(text)), `invoices.validation.${key}`);

export const NEW_CLIENT = '__new__';

export const invoiceFormSchema = z
  .object({
    issuedDate: z.iso.date('invoices.validation.issuedDate'),
    dueDate: z.iso.date('invoices.validation.dueDate'),
    /** The name of a client picked from the list, or NEW_CLIENT for one typed in. */
    clientChoice: required('clientRequired'),
    client: z.object({
      name: required('clientName').max(INVOICE_LIMITS.clientName, 'invoices.validation.tooLong'),
      company: optional,
      companyEmail: required('clientEmail').pipe(z.email('invoices.validation.clientEmail')),
      address: optional,
      country: optional,
      contact: z
        .string()
        .trim()
        .regex(/^[\d\s()+-]*$/, 'invoices.validation.contact'),
    }),
    service: required('service').max(INVOICE_LIMITS.service, 'invoices.validation.tooLong'),
    items: z
      .array(
        z.object({
          title: required('itemTitle').max(INVOICE_LIMITS.itemTitle, 'invoices.validation.tooLong'),
          description: optional,
          cost: numberText('cost').refine((text) => Number(text) >= 0, 'invoices.validation.cost'),
          qty: numberText('qty').refine(
            (text) => Number.isInteger(Number(text)) && Number(text) >= 1,
            'invoices.validation.qty',
          ),
        }),
      )
      .min(1, 'invoices.validation.itemsRequired'),
    discount: numberText('discount').refine((text) => Number(text) >= 0, 'invoices.validation.discount'),
    taxRate: numberText('taxRate').refine(
      (text) => Number(text) >= 0 && Number(text) <= 100,
      'invoices.validation.taxRate',
    ),
    salesperson: optional,
    note: z.string().trim().max(INVOICE_LIMITS.note, 'invoices.validation.tooLong'),
    invoiceStatus: z.enum(['Draft', 'Sent', 'Downloaded', 'Past Due', 'Paid', 'Partial Payment'], {
      error: 'invoices.validation.status',
    }),
  })
  .superRefine((form, ctx) => {
    if (form.issuedDate && form.dueDate && form.dueDate < form.issuedDate) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'invoices.validation.dueBeforeIssued' });
    }
    if (Number(form.discount) > draftTotals(form.items, 0, 0).subtotal) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'invoices.validation.discountTooHigh' });
    }
  });

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;

export const emptyLine = () => ({ title: '', description: '', cost: '', qty: '1' });

/** A blank invoice issued today and due in 30 days. */
export function blankInvoiceForm(today: string, dueIn30: string): InvoiceFormValues {
  return {
    issuedDate: today,
    dueDate: dueIn30,
    clientChoice: '',
    client: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
    service: '',
    items: [emptyLine()],
    discount: '0',
    taxRate: '0',
    salesperson: '',
    note: '',
    invoiceStatus: 'Draft',
  };
}

/** The form's values for a stored invoice. */
export function invoiceToForm(invoice: Invoice): InvoiceFormValues {
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    clientChoice: invoice.client.name,
    client: { ...invoice.client },
    service: invoice.service,
    items: invoice.items.map((line) => ({
      title: line.title,
      description: line.description,
      cost: String(line.cost),
      qty: String(line.qty),
    })),
    discount: String(invoice.discount),
    taxRate: String(invoice.taxRate),
    salesperson: invoice.salesperson,
    note: invoice.note,
    invoiceStatus: invoice.invoiceStatus,
  };
}

/** What the API stores for the form's values (numbers parsed, the chosen client copied in). */
export function formToInvoice(
  form: InvoiceFormValues,
): Omit<NewInvoice, 'invoiceStatus'> & { invoiceStatus: InvoiceStatus } {
  const client: InvoiceClient = {
    name: form.client.name.trim(),
    company: form.client.company.trim(),
    companyEmail: form.client.companyEmail.trim(),
    address: form.client.address.trim(),
    country: form.client.country.trim(),
    contact: form.client.contact.trim(),
  };
  return {
    issuedDate: form.issuedDate,
    dueDate: form.dueDate,
    client,
    service: form.service.trim(),
    items: form.items.map((line) => ({
      title: line.title.trim(),
      description: line.description.trim(),
      cost: Number(line.cost),
      qty: Number(line.qty),
    })),
    discount: Number(form.discount),
    taxRate: Number(form.taxRate),
    salesperson: form.salesperson.trim(),
    note: form.note.trim(),
    invoiceStatus: form.invoiceStatus,
  };
}
