import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import type { NewInvoice } from '@/mock/types/invoice';
import { createInvoice, INVOICES_KEY } from './api';
import { blankInvoiceForm, formToInvoice, type InvoiceFormValues } from './editor/invoiceFormSchema';
import { InvoiceEditor } from './editor/InvoiceEditor';
import { localDay } from './money';

const NEW_STATUSES = ['Draft', 'Sent', 'Downloaded'] as const;

/** A new invoice; once saved it opens in the preview and is in the list. */
export default function InvoiceAddPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (values: InvoiceFormValues) =>
      createInvoice({ ...formToInvoice(values), invoiceStatus: values.invoiceStatus as NewInvoice['invoiceStatus'] }),
    onSuccess: ({ invoice }) => {
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      notify('invoices.editor.created', { type: 'success', messageArgs: { id: invoice.id } });
      navigate(`/apps/invoice/preview/${invoice.id}`);
    },
  });
  const today = new Date();
  const initial = blankInvoiceForm(
    localDay(today),
    localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30)),
  );
  return (
    <InvoiceEditor
      initial={initial}
      statuses={NEW_STATUSES}
      saving={create.isPending}
      onSave={(values) => create.mutateAsync(values)}
      cancelTo="/apps/invoice/list"
    />
  );
}
