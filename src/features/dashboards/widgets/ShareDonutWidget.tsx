import { useMemo, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import FiberIcon from '@mui/icons-material/FiberManualRecord';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { CustomersCard, SessionsDeviceCard, ThemeColor } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { paletteColor } from '../shared/chartTheme';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

interface Slice {
  label: string;
  color: ThemeColor;
  value: number;
  extra?: ReactNode;
}

/** Shares as a donut (or pie) with a legend listing each slice's value. */
function ShareChart({
  title,
  slices,
  series,
  type,
  format,
}: {
  title: string;
  slices: Slice[];
  series: number[];
  type: 'donut' | 'pie';
  format: (value: number) => string;
}) {
  const theme = useTheme();
  const colors = useMemo(() => slices.map((slice) => paletteColor(theme, slice.color)), [slices, theme]);
  const options = useMemo(
    (): ApexOptions => ({
      labels: slices.map((slice) => slice.label),
      colors,
      legend: { show: false },
      stroke: { width: type === 'pie' ? 4 : 0, colors: [theme.palette.background.paper] },
      dataLabels: { enabled: false },
      plotOptions: { pie: { donut: { size: '70%' } } },
    }),
    [slices, colors, type, theme],
  );
  return (
    <WidgetCard title={title}>
      <Chart type={type} series={series} options={options} height={240} label={title} />
      <Stack spacing={1} sx={{ mt: 2 }}>
        {slices.map((slice, index) => (
          <Stack key={slice.label} direction="row" justifyContent="space-between" alignItems="center">
            <Stack direction="row" spacing={1} alignItems="center">
              <FiberIcon sx={{ fontSize: 12, color: colors[index] }} />
              <Typography variant="body2">{slice.label}</Typography>
            </Stack>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Typography variant="body2" fontWeight={600}>
                {format(slice.value)}
              </Typography>
              {slice.extra}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </WidgetCard>
  );
}

/** Sessions by device: desktop, mobile and tablet, with each one's change. */
export function SessionsDeviceWidget({ data }: { data: SessionsDeviceCard }) {
  const translate = useT();
  const format = useFormat();
  const slices = data.chartInfo.map((info) => ({
    label: translate(`dashboards.devices.${info.device}`),
    color: info.color,
    value: info.usage,
    extra: (
      <Typography
        variant="caption"
        color={info.upDown >= 0 ? 'success.text' : 'error.main'}
        sx={{ minWidth: 36, textAlign: 'end' }}
      >
        {format.percent(info.upDown, { signed: true })}
      </Typography>
    ),
  }));
  return (
    <ShareChart
      title={translate('dashboards.devices.title')}
      slices={slices}
      series={data.series}
      type="donut"
      format={(value) => format.percent(value)}
    />
  );
}

/** Customers by kind: new, returning and referrals. */
export function CustomersWidget({ data }: { data: CustomersCard }) {
  const translate = useT();
  const format = useFormat();
  const slices = data.listData.map((item) => ({
    label: translate(`dashboards.customers.${item.segment}`),
    color: item.color,
    value: item.result,
  }));
  return (
    <ShareChart
      title={translate('dashboards.customers.title')}
      slices={slices}
      series={data.series}
      type="pie"
      format={format.number}
    />
  );
}
