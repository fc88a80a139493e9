import { Avatar, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import BankIcon from '@mui/icons-material/AccountBalanceOutlined';
import PaypalIcon from '@mui/icons-material/Payment';
import CardIcon from '@mui/icons-material/CreditCard';
import TransferIcon from '@mui/icons-material/SwapHoriz';
import type { SvgIconComponent } from '@mui/icons-material';
import { useT } from '@/i18n/useT';
import type { Transaction } from '@/mock/types/dashboards';
import { paletteColor } from '../shared/chartTheme';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';
import { tinted } from '@/theme/readable';

const MODE_ICON: Record<Transaction['mode'], SvgIconComponent> = {
  wallet: WalletIcon,
  'bank-transfer': BankIcon,
  paypal: PaypalIcon,
  mastercard: CardIcon,
  transfer: TransferIcon,
};

/** Recent money in and out, by payment mode. */
export function TransactionsWidget({ items }: { items: Transaction[] }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  return (
    <WidgetCard title={translate('dashboards.transactions.title')}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => {
          const Icon = MODE_ICON[item.mode];
          const color = paletteColor(theme, item.avatarVariant);
          return (
            <Stack component="li" key={index} direction="row" spacing={1.5} alignItems="center">
              <Avatar variant="rounded" sx={tinted(theme, color)}>
                <Icon />
              </Avatar>
              <div style={{ flexGrow: 1 }}>
                <Typography variant="body2" fontWeight={600}>
                  {translate(`dashboards.transactions.modes.${item.mode}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.merchant
                    ? translate(`dashboards.transactions.kinds.${item.kind}At`, { merchant: item.merchant })
                    : translate(`dashboards.transactions.kinds.${item.kind}`)}
                </Typography>
              </div>
              <Typography variant="body2" fontWeight={600} color={item.deduction ? 'error.main' : 'success.text'}>
                {item.payment > 0 ? '+' : ''}
                {format.currency(item.payment, 0)}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </WidgetCard>
  );
}
