import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
import type { ApexOptions } from 'apexcharts';
// ApexCharts' tree-shakable build: the bare core plus only the chart types and features drawn here.
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/area';
import 'apexcharts/donut';
import 'apexcharts/radar';
import 'apexcharts/scatter';
import 'apexcharts/radialBar';
import 'apexcharts/heatmap';
import 'apexcharts/features/legend';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { ChartFrame } from './ChartFrame';
import { useChartData } from './chartData';
import { useChartColors, type ChartColors } from './useChartColors';

const APEX_CODE = `
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/features/legend';
const colors = useChartColors(); // from the MUI theme
const options = {
  chart: { foreColor: colors.text, background: 'transparent', toolbar: { show: false } },
  theme: { mode: colors.mode }, colors: colors.series, grid: { borderColor: colors.grid },
  xaxis: { categories: months },
};
<Chart type="line" height="100%" options={options} series={[{ name: 'Visitors', data }]} />`;

/** Options every Apex chart shares: theme colours, fonts, no toolbar, a tooltip in the skin's mode. */
function base(colors: ChartColors, id: string): ApexOptions {
  return {
    chart: {
      id,
      fontFamily: colors.fontFamily,
      foreColor: colors.text,
      background: 'transparent',
      toolbar: { show: false },
      parentHeightOffset: 0,
      animations: { enabled: colors.animate, speed: 400 },
    },
    theme: { mode: colors.mode },
    colors: colors.series,
    grid: { borderColor: colors.grid, strokeDashArray: 4 },
    legend: { labels: { colors: colors.text }, position: 'top', horizontalAlign: 'left' },
    tooltip: { theme: colors.mode },
    dataLabels: { enabled: false },
    xaxis: { axisBorder: { color: colors.grid }, axisTicks: { color: colors.grid } },
  };
}

/** ApexCharts (react-apexcharts): line, bar, area, donut, radar, scatter, radial bars and a heat map in the theme's colours. */
export default function ApexChartShowcase() {
  const t = useScopedTranslate('showcaseCharts');
  const colors = useChartColors();
  const data = useChartData();
  const charts = useMemo(() => {
    const number = (value: number) => data.number.format(value);
    return {
      line: {
        ...base(colors, 'apex-line'),
        stroke: { curve: 'smooth', width: 3 },
        markers: { size: 4, strokeColors: colors.paper },
        xaxis: { ...base(colors, '').xaxis, categories: data.months },
        yaxis: { labels: { formatter: number } },
      } satisfies ApexOptions,
      bar: {
        ...base(colors, 'apex-bar'),
        chart: { ...base(colors, 'apex-bar').chart, stacked: true },
        plotOptions: { bar: { borderRadius: 4, columnWidth: '45%' } },
        xaxis: { ...base(colors, '').xaxis, categories: data.quarters },
      } satisfies ApexOptions,
      area: {
        ...base(colors, 'apex-area'),
        stroke: { curve: 'smooth', width: 2 },
        fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } },
        xaxis: { ...base(colors, '').xaxis, categories: data.months },
      } satisfies ApexOptions,
      donut: {
        ...base(colors, 'apex-donut'),
        labels: data.devices.map((d) => d.name),
        stroke: { colors: [colors.paper] },
        legend: { ...base(colors, '').legend, position: 'bottom', horizontalAlign: 'center' },
        plotOptions: {
          pie: {
            donut: {
              size: '65%',
              labels: { show: true, total: { show: true, label: t('data.total'), color: colors.title } },
            },
          },
        },
      } satisfies ApexOptions,
      radar: {
        ...base(colors, 'apex-radar'),
        xaxis: { categories: data.skills, labels: { style: { colors: Array(data.skills.length).fill(colors.text) } } },
        yaxis: { show: false },
        stroke: { width: 2 },
        fill: { opacity: 0.2 },
        markers: { size: 3 },
        plotOptions: {
          radar: {
            polygons: { strokeColors: colors.grid, connectorColors: colors.grid, fill: { colors: ['transparent'] } },
          },
        },
      } satisfies ApexOptions,
      scatter: {
        ...base(colors, 'apex-scatter'),
        chart: { ...base(colors, 'apex-scatter').chart, zoom: { enabled: false } },
        xaxis: {
          ...base(colors, '').xaxis,
          type: 'numeric',
          tickAmount: 5,
          title: { text: data.axis.years, style: { color: colors.text } },
        },
        yaxis: { title: { text: data.axis.salary, style: { color: colors.text } } },
        markers: { size: 6, strokeWidth: 0 },
      } satisfies ApexOptions,
      radial: {
        ...base(colors, 'apex-radial'),
        labels: data.goals.map((g) => g.name),
        legend: { ...base(colors, '').legend, show: true, position: 'bottom', horizontalAlign: 'center' },
        plotOptions: {
          radialBar: {
            hollow: { size: '30%' },
            track: { background: colors.grid },
            dataLabels: {
              name: { color: colors.title },
              value: { color: colors.text, formatter: (value: number) => `${Math.round(value)} %` },
              total: {
                show: true,
                label: t('data.average'),
                color: colors.title,
                formatter: () => `${Math.round(data.goals.reduce((sum, g) => sum + g.value, 0) / data.goals.length)} %`,
              },
            },
          },
        },
      } satisfies ApexOptions,
      heatmap: {
        ...base(colors, 'apex-heatmap'),
        colors: [colors.series[0]],
        plotOptions: { heatmap: { radius: 3, shadeIntensity: 0.6 } },
        stroke: { colors: [colors.paper], width: 2 },
        xaxis: { ...base(colors, '').xaxis, categories: data.activityMonths },
      } satisfies ApexOptions,
    };
  }, [colors, data, t]);

  return (
    <DemoGrid>
      <DemoCard title={t('kinds.line')} subtitle={t('subtitles.visitors')} code={APEX_CODE}>
        <ChartFrame label={t('kinds.line')}>
          <Chart type="line" height="100%" options={charts.line} series={data.visitors} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.stackedBar')} subtitle={t('subtitles.channels')}>
        <ChartFrame label={t('kinds.stackedBar')}>
          <Chart type="bar" height="100%" options={charts.bar} series={data.channels} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.area')} subtitle={t('subtitles.traffic')}>
        <ChartFrame label={t('kinds.area')}>
          <Chart type="area" height="100%" options={charts.area} series={data.traffic} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.donut')} subtitle={t('subtitles.devices')}>
        <ChartFrame label={t('kinds.donut')}>
          <Chart type="donut" height="100%" options={charts.donut} series={data.devices.map((d) => d.value)} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.radar')} subtitle={t('subtitles.skills')}>
        <ChartFrame label={t('kinds.radar')}>
          <Chart type="radar" height="100%" options={charts.radar} series={data.skillScores} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.scatter')} subtitle={t('subtitles.salaries')}>
        <ChartFrame label={t('kinds.scatter')}>
          <Chart type="scatter" height="100%" options={charts.scatter} series={data.scatter} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.radialBar')} subtitle={t('subtitles.goals')}>
        <ChartFrame label={t('kinds.radialBar')}>
          <Chart type="radialBar" height="100%" options={charts.radial} series={data.goals.map((g) => g.value)} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.heatmap')} subtitle={t('subtitles.activity')}>
        <ChartFrame label={t('kinds.heatmap')}>
          <Chart type="heatmap" height="100%" options={charts.heatmap} series={data.activity} />
        </ChartFrame>
      </DemoCard>
    </DemoGrid>
  );
}
