import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MessageKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { INVOICE_STATUSES, type Invoice, type InvoiceSortKey, type InvoiceStatus } from '@/mock/types/invoice';
import { ListFooter } from '@/features/apps/users/list/ListFooter';
import { BidiText } from '@/shared/BidiText';
import { LoadError } from '@/shared/LoadError';
import { PageSizeSelect } from '@/features/apps/users/list/PageSizeSelect';
import type { PageSize } from '@/features/apps/users/list/pageRange';
import { SortableHead } from '@/features/apps/users/list/SortableHead';
import { useDebounced } from '@/shared/useDebounced';
import { UserAvatar } from '@/features/apps/users/UserAvatar';
import { fetchInvoices, invoiceListKey } from './api';
import { DeleteInvoiceDialog } from './DeleteInvoiceDialog';
import { InvoiceRowActions } from './list/InvoiceRowActions';
import { useDay, useMoney } from './money';
import { BalanceCell, StatusBadge, statusKey } from './statusLook';

/** Invoices: status filter, search, sortable columns, page size and pages; preview, edit and delete per row. */
export default function InvoiceListPage() {
  const translate = useT();
  const money = useMoney();
  const day = useDay();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [sort, setSort] = useState<{ sortBy: InvoiceSortKey; sortDesc: boolean }>({ sortBy: 'id', sortDesc: true });
  const [perPage, setPerPage] = useState<PageSize>(10);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  // Any change of what is listed starts again at page 1.
  const [listed, setListed] = useState({ status, q, sort, perPage });
  if (listed.status !== status || listed.q !== q || listed.sort !== sort || listed.perPage !== perPage) {
    setListed({ status, q, sort, perPage });
    setPage(1);
  }

  const query = { q, status: status || undefined, ...sort, perPage, page };
  const invoices = useQuery({
    queryKey: invoiceListKey(query),
    queryFn: ({ signal }) => fetchInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
  if (
    invoices.data &&
    invoices.data.invoices.length === 0 &&
    invoices.data.total > 0 &&
    page > 1 &&
    !invoices.isFetching
  )
    setPage(Math.ceil(invoices.data.total / perPage));
  const head = (field: InvoiceSortKey, label: MessageKey, align?: 'right') => (
    <SortableHead
      field={field}
      align={align}
      sortBy={sort.sortBy}
      sortDesc={sort.sortDesc}
      onSort={(sortBy, sortDesc) => setSort({ sortBy, sortDesc })}
    >
      {translate(label)}
    </SortableHead>
  );

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
        sx={{ p: 2 }}
      >
        <Stack direction="row" spacing={2} alignItems="center">
          <PageSizeSelect value={perPage} onChange={setPerPage} label={translate('invoices.list.perPage')} />
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/apps/invoice/add/">
            {translate('invoices.list.create')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={translate('invoices.list.searchPlaceholder')}
            slotProps={{ htmlInput: { 'aria-label': translate('invoices.list.search') } }}
          />
          <TextField
            select
            size="small"
            id="invoice-status-filter"
            label={translate('invoices.list.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as InvoiceStatus | '')}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('invoices.list.allStatuses')}</MenuItem>
            {INVOICE_STATUSES.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(statusKey(option))}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {invoices.isFetching && <LinearProgress aria-label={translate('invoices.common.loading')} />}
      {invoices.isError ? (
        <Box sx={{ p: 2 }}>
          <LoadError onRetry={() => void invoices.refetch()} />
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('invoices.list.title')}>
            <TableHead>
              <TableRow>
                {head('id', 'invoices.columns.number')}
                {head('invoiceStatus', 'invoices.columns.status')}
                {head('client', 'invoices.columns.client')}
                {head('total', 'invoices.columns.total', 'right')}
                {head('issuedDate', 'invoices.columns.issuedDate')}
                {head('balance', 'invoices.columns.balance', 'right')}
                <TableCell align="right">{translate('invoices.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data?.invoices.map((invoice) => (
                <TableRow key={invoice.id} hover data-testid={`invoice-row-${invoice.id}`}>
                  <TableCell>
                    <Typography
                      component={Link}
                      to={`/apps/invoice/preview/${invoice.id}`}
                      variant="body2"
                      color="primary.main"
                      fontWeight={600}
                      sx={{ textDecoration: 'none' }}
                    >
                      #{invoice.id}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusBadge invoice={invoice} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} alignItems="center">
                      <UserAvatar user={{ fullName: invoice.client.name, avatar: invoice.avatar }} size={32} />
                      <Box sx={{ minWidth: 0 }}>
                        <BidiText variant="body2" fontWeight={600} truncate>
                          {invoice.client.name}
                        </BidiText>
                        <Typography variant="caption" color="text.secondary" noWrap display="block">
                          {invoice.client.companyEmail}
                        </Typography>
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{money(invoice.total)}</TableCell>
                  <TableCell>{day(invoice.issuedDate)}</TableCell>
                  <TableCell align="right">
                    <BalanceCell balance={invoice.balance} />
                  </TableCell>
                  <TableCell align="right">
                    <InvoiceRowActions invoice={invoice} onDelete={setDeleting} />
                  </TableCell>
                </TableRow>
              ))}
              {invoices.data?.invoices.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ py: 4 }}>
                    {translate('invoices.list.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListFooter page={page} perPage={perPage} total={invoices.data?.total ?? 0} onPage={setPage} />
      <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
