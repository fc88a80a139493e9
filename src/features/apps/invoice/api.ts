import { api } from '@/data/api';
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

export const fetchInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  api.get<InvoiceListResponse>('/apps/invoice/invoices', { query, signal });

export const fetchInvoice = (id: number, signal?: AbortSignal) =>
  api.get<InvoiceDetailsResponse>(`/apps/invoice/invoices/${id}`, { signal });

export const fetchClients = (signal?: AbortSignal) =>
  api.get<InvoiceClientsResponse>('/apps/invoice/clients', { signal });

export const createInvoice = (invoice: NewInvoice) => api.post<InvoiceResponse>('/apps/invoice/invoices', { invoice });

export const saveInvoice = (id: number, invoice: InvoiceChanges) =>
  api.put<InvoiceResponse>(`/apps/invoice/invoices/${id}`, { invoice });

export const deleteInvoice = (id: number) => api.delete<InvoiceResponse>(`/apps/invoice/invoices/${id}`);

export const addPayment = (id: number, payment: NewInvoicePayment) =>
  api.post<InvoicePaymentResponse>(`/apps/invoice/invoices/${id}/payments`, payment);
