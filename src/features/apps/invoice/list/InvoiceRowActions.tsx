import { IconButton, Stack, Tooltip } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Link } from 'react-router-dom';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { Invoice } from '@/mock/types/invoice';

/** Preview, edit and delete one invoice (the page confirms a delete). */
export function InvoiceRowActions({ invoice, onDelete }: { invoice: Invoice; onDelete: (invoice: Invoice) => void }) {
  const translate = useT();
  const label = (action: KeysUnder<'invoices.actions'>) => translate(`invoices.actions.${action}`, { id: invoice.id });
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      <Tooltip title={label('preview')}>
        <IconButton
          size="small"
          component={Link}
          to={`/apps/invoice/preview/${invoice.id}`}
          aria-label={label('preview')}
        >
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={label('edit')}>
        <IconButton size="small" component={Link} to={`/apps/invoice/edit/${invoice.id}`} aria-label={label('edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={label('delete')}>
        <IconButton size="small" onClick={() => onDelete(invoice)} aria-label={label('delete')}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
