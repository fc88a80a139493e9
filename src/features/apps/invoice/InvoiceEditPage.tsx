import { LinearProgress } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { invoiceKey, INVOICES_KEY, saveInvoice } from './api';
import { formToInvoice, invoiceToForm, type InvoiceFormValues } from './editor/invoiceFormSchema';
import { InvoiceEditor } from './editor/InvoiceEditor';
import { useInvoiceRecord } from './useInvoiceRecord';

/** Statuses chosen by hand; Paid and Partial Payment follow from recorded payments. */
const EDITABLE_STATUSES = ['Draft', 'Sent', 'Downloaded', 'Past Due'] as const;

/** Edits an invoice; the API recomputes its total and balance. */
export default function InvoiceEditPage() {
  const translate = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id } = useParams();
  const { id: invoiceId, query, notFound } = useInvoiceRecord(id);
  const save = useMutation({
    mutationFn: (values: InvoiceFormValues) => {
      const { invoiceStatus, ...changes } = formToInvoice(values);
      // With payments recorded the status follows them, so it is not sent.
      return saveInvoice(invoiceId, query.data?.invoice.payments.length ? changes : { ...changes, invoiceStatus });
    },
    onSuccess: ({ invoice }) => {
      client.removeQueries({ queryKey: invoiceKey(invoice.id) });
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      notify('invoices.editor.saved', { type: 'success', messageArgs: { id: invoice.id } });
      navigate(`/apps/invoice/preview/${invoice.id}`);
    },
  });
  if (notFound) {
    return (
      <NotFoundState
        title={translate('invoices.notFound.title')}
        message={translate('invoices.notFound.message', { id: id ?? '' })}
        backTo="/apps/invoice/list"
        backLabel={translate('invoices.notFound.back')}
      />
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('invoices.common.loading')} />;
  const { invoice } = query.data;
  return (
    <InvoiceEditor
      key={invoice.id}
      initial={invoiceToForm(invoice)}
      invoice={invoice}
      statuses={EDITABLE_STATUSES}
      saving={save.isPending}
      onSave={(values) => save.mutateAsync(values)}
      cancelTo={`/apps/invoice/preview/${invoice.id}`}
    />
  );
}
