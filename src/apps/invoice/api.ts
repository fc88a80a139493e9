import { apiJson } from '@/data/httpClient';
import { withQuery } from '@/apps/users/list/pageRange';
import type {
  InvoiceChanges,
  InvoiceClientsResponse,
  InvoiceDetailsResponse,
  InvoiceListResponse,
  InvoicePaymentResponse,
  InvoiceResponse,
  NewInvoice,
  NewInvoicePayment,
} from '@/mock/types/invoice';
import type { invoiceQuery } from '@/mock/types/invoice';
import type { z } from 'zod';

/** What the list asks for: search, status, sort and page (as the endpoint reads them once parsed). */
export type InvoiceListQuery = Partial<z.output<typeof invoiceQuery>>;

/** Query keys: everything under `INVOICES_KEY` is refetched after a change. */
export const INVOICES_KEY = ['invoices'] as const;
export const invoiceListKey = (query: InvoiceListQuery) => [...INVOICES_KEY, 'list', query] as const;
export const invoiceKey = (id: number) => [...INVOICES_KEY, 'one', id] as const;
export const CLIENTS_KEY = [...INVOICES_KEY, 'clients'] as const;

const json = { 'Content-Type': 'application/json' };

export const fetchInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  apiJson<InvoiceListResponse>(withQuery('/apps/invoice/invoices', query), { signal });

export const fetchInvoice = (id: number, signal?: AbortSignal) => apiJson<InvoiceDetailsResponse>(`/apps/invoice/invoices/${id}`, { signal });

export const fetchClients = (signal?: AbortSignal) => apiJson<InvoiceClientsResponse>('/apps/invoice/clients', { signal });

export const createInvoice = (invoice: NewInvoice) =>
  apiJson<InvoiceResponse>('/apps/invoice/invoices', { method: 'POST', headers: json, body: JSON.stringify({ invoice }) });

export const saveInvoice = (id: number, invoice: InvoiceChanges) =>
  apiJson<InvoiceResponse>(`/apps/invoice/invoices/${id}`, { method: 'PUT', headers: json, body: JSON.stringify({ invoice }) });

export const deleteInvoice = (id: number) => apiJson<InvoiceResponse>(`/apps/invoice/invoices/${id}`, { method: 'DELETE' });

export const addPayment = (id: number, payment: NewInvoicePayment) =>
  apiJson<InvoicePaymentResponse>(`/apps/invoice/invoices/${id}/payments`, { method: 'POST', headers: json, body: JSON.stringify(payment) });
