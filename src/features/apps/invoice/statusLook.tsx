import { Avatar, Chip, Tooltip } from '@mui/material';
import PaidIcon from '@mui/icons-material/CheckCircleOutline';
import DownloadedIcon from '@mui/icons-material/ArrowCircleDownOutlined';
import SentIcon from '@mui/icons-material/SendOutlined';
import DraftIcon from '@mui/icons-material/SaveOutlined';
import PartialIcon from '@mui/icons-material/PieChartOutline';
import PastDueIcon from '@mui/icons-material/ErrorOutline';
import type { SvgIconComponent } from '@mui/icons-material';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { Invoice, InvoiceStatus } from '@/mock/types/invoice';
import { statusTone, StatusChip as ToneChip } from '@/shared/StatusChip';
import { useDay, useMoney } from './money';

const ICONS: Record<InvoiceStatus, SvgIconComponent> = {
  Paid: PaidIcon,
  Downloaded: DownloadedIcon,
  Sent: SentIcon,
  Draft: DraftIcon,
  'Partial Payment': PartialIcon,
  'Past Due': PastDueIcon,
};

/** The badge's colour: the status chips' tone (grey for "default"). */
const badgeColor = (status: InvoiceStatus) => {
  const tone = statusTone(status);
  return tone === 'default' ? 'secondary' : tone;
};

const STATUS_KEYS = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
} as const satisfies Record<InvoiceStatus, KeysUnder<'invoices.statuses'>>;

/** i18n key of a status: `invoices.statuses.partialPayment`. */
export const statusKey = (status: InvoiceStatus) => `invoices.statuses.${STATUS_KEYS[status]}` as const;

/** The status as a round icon; hovering tells the status, balance and due date. */
export function StatusBadge({ invoice }: { invoice: Invoice }) {
  const translate = useT();
  const money = useMoney();
  const day = useDay();
  const Icon = ICONS[invoice.invoiceStatus];
  const tone = badgeColor(invoice.invoiceStatus);
  const label = translate('invoices.list.statusTip', {
    status: translate(statusKey(invoice.invoiceStatus)),
    balance: money(invoice.balance),
    due: day(invoice.dueDate),
  });
  return (
    <Tooltip title={label}>
      <Avatar
        role="img"
        aria-label={label}
        sx={{
          width: 30,
          height: 30,
          bgcolor: (theme) => theme.palette[tone].main,
          color: (theme) => theme.palette[tone].contrastText,
        }}
      >
        <Icon sx={{ fontSize: 18 }} />
      </Avatar>
    </Tooltip>
  );
}

export function StatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useT();
  return <ToneChip status={status} label={translate(statusKey(status))} />;
}

/** The balance, or a "Paid" chip once it is 0. */
export function BalanceCell({ balance }: { balance: number }) {
  const translate = useT();
  const money = useMoney();
  return balance === 0 ? (
    <Chip size="small" color="success" label={translate('invoices.statuses.paid')} />
  ) : (
    <>{money(balance)}</>
  );
}
