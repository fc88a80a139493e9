import { Avatar, Grid, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PaidIcon from '@mui/icons-material/AttachMoney';
import type { SvgIconComponent } from '@mui/icons-material';
import { useT } from '@/i18n/useT';
import type { StatisticItem } from '@/mock/types/dashboards';
import { paletteColor } from '../shared/chartTheme';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';
import { tinted } from '@/theme/readable';

const ICONS: Record<StatisticItem['key'], SvgIconComponent> = {
  sales: TrendingUpIcon,
  customers: PeopleIcon,
  products: InventoryIcon,
  revenue: PaidIcon,
};

/** Sales, customers, products and revenue side by side. */
export function StatisticsWidget({ items }: { items: StatisticItem[] }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  return (
    <WidgetCard title={translate('dashboards.statistics.title')} subheader={translate('dashboards.statistics.updated')}>
      <Grid container spacing={2}>
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const color = paletteColor(theme, item.color);
          return (
            <Grid key={item.key} size={{ xs: 6, md: 3 }}>
              <Stack direction="row" spacing={1.5} alignItems="center">
                <Avatar sx={tinted(theme, color)}>
                  <Icon />
                </Avatar>
                <div>
                  <Typography variant="h6" component="p" fontWeight={700}>
                    {item.key === 'revenue' ? format.currency(item.value, 0) : format.compact(item.value)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`dashboards.statistics.${item.key}`)}
                  </Typography>
                </div>
              </Stack>
            </Grid>
          );
        })}
      </Grid>
    </WidgetCard>
  );
}
