import { useState } from 'react';
import { Button, Card, CardContent, GlobalStyles, Grid, LinearProgress, Stack } from '@mui/material';
import SendIcon from '@mui/icons-material/SendOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import { Link, useParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { useDay, useMoney } from './money';
import { AddPaymentDrawer } from './preview/AddPaymentDrawer';
import { downloadFile, invoiceHtml } from './preview/invoiceFile';
import { InvoiceDocument } from './preview/InvoiceDocument';
import { PaymentsCard } from './preview/PaymentsCard';
import { SendInvoiceDrawer } from './preview/SendInvoiceDrawer';
import { useInvoiceRecord } from './useInvoiceRecord';

/** Printing shows the invoice alone: everything else on the page (menu, navbar, actions) is hidden. */
const printOnlyInvoice = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#invoice-print, #invoice-print *': { visibility: 'visible' },
        '#invoice-print': {
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none',
          border: 0,
        },
      },
    }}
  />
);

/** One invoice as the client sees it, with send, download, print, edit and add-payment. */
export default function InvoicePreviewPage() {
  const translate = useT();
  const notify = useNotify();
  const money = useMoney();
  const day = useDay();
  const { id } = useParams();
  const { query, notFound } = useInvoiceRecord(id);
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null);
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
  const { invoice, paymentDetails } = query.data;
  const download = () => {
    downloadFile(
      `invoice-${invoice.id}.html`,
      invoiceHtml(invoice, paymentDetails, { translate, money, day }),
      'text/html;charset=utf-8',
    );
    notify('invoices.preview.downloaded', { type: 'success', messageArgs: { id: invoice.id } });
  };

  return (
    <Grid container spacing={3}>
      {printOnlyInvoice}
      <Grid size={{ xs: 12, lg: 9 }}>
        <InvoiceDocument invoice={invoice} paymentDetails={paymentDetails} />
      </Grid>
      <Grid size={{ xs: 12, lg: 3 }}>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Stack spacing={1.5}>
                <Button variant="contained" startIcon={<SendIcon />} onClick={() => setDrawer('send')}>
                  {translate('invoices.preview.send')}
                </Button>
                <Button variant="outlined" color="secondary" startIcon={<DownloadIcon />} onClick={download}>
                  {translate('invoices.preview.download')}
                </Button>
                <Button variant="outlined" color="secondary" startIcon={<PrintIcon />} onClick={() => window.print()}>
                  {translate('invoices.preview.print')}
                </Button>
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<EditIcon />}
                  component={Link}
                  to={`/apps/invoice/edit/${invoice.id}`}
                >
                  {translate('invoices.preview.edit')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<PaymentIcon />}
                  onClick={() => setDrawer('payment')}
                  disabled={invoice.balance === 0}
                >
                  {translate('invoices.preview.addPayment')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          <PaymentsCard invoice={invoice} />
        </Stack>
      </Grid>
      <SendInvoiceDrawer
        key={`send-${invoice.id}`}
        invoice={invoice}
        open={drawer === 'send'}
        onClose={() => setDrawer(null)}
      />
      <AddPaymentDrawer
        key={`pay-${invoice.id}-${invoice.balance}`}
        invoice={invoice}
        open={drawer === 'payment'}
        onClose={() => setDrawer(null)}
      />
    </Grid>
  );
}
