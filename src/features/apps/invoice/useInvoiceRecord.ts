import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/data/apiError';
import { fetchInvoice, invoiceKey } from './api';

/** One invoice (with the bank details to pay it) by the route's id; `notFound` for an unknown id. */
export function useInvoiceRecord(idParam: string | undefined) {
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    enabled: valid,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  return { id, query, notFound: !valid || isNotFound(query.error) };
}
