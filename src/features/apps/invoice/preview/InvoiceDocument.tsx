import {
  Box,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useT } from '@/i18n/useT';
import { invoiceTotals, type Invoice, type PaymentDetails } from '@/mock/types/invoice';
import { linePrice } from '../invoiceMath';
import { ISSUER } from '../issuer';
import { useDay, useMoney } from '../money';
import { StatusChip } from '../statusLook';

function Pairs({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}:
          </Typography>
          <Typography component="dd" variant="body2" fontWeight={600} sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The invoice as the client sees it: issuer, number and dates, client, bank details, lines, totals, note. */
export function InvoiceDocument({ invoice, paymentDetails }: { invoice: Invoice; paymentDetails: PaymentDetails }) {
  const translate = useT();
  const money = useMoney();
  const day = useDay();
  const totals = invoiceTotals(invoice.items, invoice.discount, invoice.taxRate);
  const { client } = invoice;
  return (
    <Card id="invoice-print">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={3}>
          <Box>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
              <ReceiptIcon color="primary" />
              <Typography variant="h5" component="p" color="primary.main" fontWeight={700}>
                {ISSUER.name}
              </Typography>
            </Stack>
            {ISSUER.address.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
            <Typography variant="body2" color="text.secondary">
              <bdi>{ISSUER.phone}</bdi>
            </Typography>
          </Box>
          <Box>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
              <Typography variant="h5" component="h1">
                {translate('invoices.preview.invoiceNumber', { id: invoice.id })}
              </Typography>
              <StatusChip status={invoice.invoiceStatus} />
            </Stack>
            <Pairs
              rows={[
                [translate('invoices.fields.issuedDate'), day(invoice.issuedDate)],
                [translate('invoices.fields.dueDate'), day(invoice.dueDate)],
              ]}
            />
          </Box>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate('invoices.preview.invoiceTo')}
            </Typography>
            {[client.name, client.company, client.address, client.country, client.contact, client.companyEmail]
              .filter(Boolean)
              .map((line, index) => (
                <Typography
                  key={index}
                  variant="body2"
                  color={index === 0 ? 'text.primary' : 'text.secondary'}
                  fontWeight={index === 0 ? 600 : 400}
                >
                  <bdi>{line}</bdi>
                </Typography>
              ))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate('invoices.preview.billTo')}
            </Typography>
            <Pairs
              rows={[
                [translate('invoices.preview.totalDue'), money(paymentDetails.totalDue)],
                [translate('invoices.preview.bankName'), paymentDetails.bankName],
                [translate('invoices.preview.country'), paymentDetails.country],
                [translate('invoices.preview.iban'), paymentDetails.iban],
                [translate('invoices.preview.swift'), paymentDetails.swiftCode],
              ]}
            />
          </Grid>
        </Grid>
      </CardContent>
      <TableContainer>
        <Table size="small" aria-label={translate('invoices.preview.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('invoices.fields.item')}</TableCell>
              <TableCell align="right">{translate('invoices.fields.cost')}</TableCell>
              <TableCell align="right">{translate('invoices.fields.qty')}</TableCell>
              <TableCell align="right">{translate('invoices.fields.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((line, index) => (
              <TableRow key={index}>
                <TableCell>
                  <Typography variant="body2" fontWeight={600}>
                    {line.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {line.description}
                  </Typography>
                </TableCell>
                <TableCell align="right">{money(line.cost)}</TableCell>
                <TableCell align="right">{line.qty}</TableCell>
                <TableCell align="right">{money(linePrice(line))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={3}>
          <Typography variant="body2">
            <strong>{translate('invoices.fields.salesperson')}:</strong> {invoice.salesperson || '—'}
          </Typography>
          <Box sx={{ minWidth: 240 }}>
            <Pairs
              rows={[
                [translate('invoices.totals.subtotal'), money(totals.subtotal)],
                [translate('invoices.totals.discount'), money(totals.discount)],
                [translate('invoices.totals.tax', { rate: invoice.taxRate }), money(totals.tax)],
                [translate('invoices.totals.total'), money(invoice.total)],
                [translate('invoices.totals.balance'), money(invoice.balance)],
              ]}
            />
          </Box>
        </Stack>
        {invoice.note && (
          <>
            <Divider sx={{ my: 3 }} />
            <Typography variant="body2">
              <strong>{translate('invoices.fields.note')}:</strong> {invoice.note}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
