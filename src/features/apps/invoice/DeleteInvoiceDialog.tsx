import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import type { Invoice } from '@/mock/types/invoice';
import { deleteInvoice, INVOICES_KEY } from './api';

interface Props {
  invoice: Pick<Invoice, 'id'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting an invoice, then deletes it and refreshes the lists. */
export function DeleteInvoiceDialog({ invoice, onClose, onDeleted }: Props) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => deleteInvoice(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: [...INVOICES_KEY, 'one', id] });
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      notify('invoices.delete.done', { type: 'success', messageArgs: { id } });
      onClose();
      onDeleted?.();
    },
    onError: () => notify('invoices.delete.failed', { type: 'error' }),
  });
  return (
    <Dialog open={invoice !== null} onClose={onClose} aria-labelledby="delete-invoice-title">
      <DialogTitle id="delete-invoice-title">
        {translate('invoices.delete.title', { id: invoice?.id ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('invoices.delete.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('invoices.common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => invoice && remove.mutate(invoice.id)}
        >
          {translate('invoices.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
