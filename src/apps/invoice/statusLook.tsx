import { Avatar, Chip, Tooltip } from '@mui/material';
import PaidIcon from '@mui/icons-material/CheckCircleOutline';
import DownloadedIcon from '@mui/icons-material/ArrowCircleDownOutlined';
import SentIcon from '@mui/icons-material/SendOutlined';
import DraftIcon from '@mui/icons-material/SaveOutlined';
import PartialIcon from '@mui/icons-material/PieChartOutline';
import PastDueIcon from '@mui/icons-material/ErrorOutline';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import type { Invoice, InvoiceStatus } from '@/mock/types/invoice';
import { useDay, useMoney } from './money';

type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const LOOK: Record<InvoiceStatus, { icon: SvgIconComponent; tone: Tone }> = {
  Paid: { icon: PaidIcon, tone: 'success' },
  Downloaded: { icon: DownloadedIcon, tone: 'info' },
  Sent: { icon: SentIcon, tone: 'secondary' },
  Draft: { icon: DraftIcon, tone: 'primary' },
  'Partial Payment': { icon: PartialIcon, tone: 'warning' },
  'Past Due': { icon: PastDueIcon, tone: 'error' },
};

/** i18n key of a status: `invoices.statuses.partialPayment`. */
export const statusKey = (status: InvoiceStatus) =>
  `invoices.statuses.${status.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (first) => first.toLowerCase())}`;

/** The status as a round icon; hovering tells the status, balance and due date. */
export function StatusBadge({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const money = useMoney();
  const day = useDay();
  const { icon: Icon, tone } = LOOK[invoice.invoiceStatus];
  const label = translate('invoices.list.statusTip', {
    status: translate(statusKey(invoice.invoiceStatus)), balance: money(invoice.balance), due: day(invoice.dueDate),
  });
  return (
    <Tooltip title={label}>
      <Avatar role="img" aria-label={label} sx={{ width: 30, height: 30, bgcolor: (theme) => theme.palette[tone].main, color: (theme) => theme.palette[tone].contrastText }}>
        <Icon sx={{ fontSize: 18 }} />
      </Avatar>
    </Tooltip>
  );
}

export function StatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={LOOK[status].tone} variant="outlined" label={translate(statusKey(status))} />;
}

/** The balance, or a "Paid" chip once it is 0. */
export function BalanceCell({ balance }: { balance: number }) {
  const translate = useTranslate();
  const money = useMoney();
  return balance === 0 ? <Chip size="small" color="success" label={translate('invoices.statuses.paid')} /> : <>{money(balance)}</>;
}
