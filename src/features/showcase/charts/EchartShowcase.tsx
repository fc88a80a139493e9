import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { ChartFrame } from './ChartFrame';
import { useChartData } from './chartData';
import { useChartColors, type ChartColors } from './useChartColors';

// Only the ECharts parts drawn on this screen are bundled (with this screen, never the entry).
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  RadarChart,
  ScatterChart,
  GaugeChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

const CORE_CODE = `
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]); // only what is drawn is bundled
<ReactEChartsCore echarts={echarts} option={option} notMerge />`;

function base(colors: ChartColors): EChartsCoreOption {
  return {
    color: colors.series,
    animation: colors.animate,
    backgroundColor: 'transparent',
    textStyle: { color: colors.text, fontFamily: colors.fontFamily },
    legend: { top: 0, textStyle: { color: colors.text } },
    tooltip: {
      backgroundColor: colors.paper,
      borderColor: colors.grid,
      textStyle: { color: colors.title },
    },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
  };
}

const axis = (colors: ChartColors) => ({
  axisLine: { lineStyle: { color: colors.grid } },
  axisLabel: { color: colors.text },
  splitLine: { lineStyle: { color: colors.grid, type: 'dashed' as const } },
});

/** ECharts (echarts-for-react on echarts/core): line, bar, area, pie, radar, scatter and a gauge in the theme's colours. */
export default function EchartShowcase() {
  const t = useScopedTranslate('showcaseCharts');
  const colors = useChartColors();
  const data = useChartData();
  const options = useMemo(() => {
    const b = base(colors);
    const a = axis(colors);
    return {
      line: {
        ...b,
        tooltip: { ...(b.tooltip as object), trigger: 'axis' },
        xAxis: { type: 'category', data: data.months, ...a },
        yAxis: { type: 'value', ...a },
        series: data.visitors.map((s) => ({ name: s.name, type: 'line', smooth: true, data: s.data, symbolSize: 6 })),
      },
      bar: {
        ...b,
        tooltip: { ...(b.tooltip as object), trigger: 'axis' },
        xAxis: { type: 'category', data: data.quarters, ...a },
        yAxis: { type: 'value', ...a },
        series: data.channels.map((s) => ({
          name: s.name,
          type: 'bar',
          data: s.data,
          barMaxWidth: 22,
          itemStyle: { borderRadius: [4, 4, 0, 0] },
        })),
      },
      area: {
        ...b,
        tooltip: { ...(b.tooltip as object), trigger: 'axis' },
        xAxis: { type: 'category', boundaryGap: false, data: data.months, ...a },
        yAxis: { type: 'value', ...a },
        series: data.traffic.map((s) => ({
          name: s.name,
          type: 'line',
          stack: 'traffic',
          smooth: true,
          areaStyle: { opacity: 0.35 },
          showSymbol: false,
          data: s.data,
        })),
      },
      pie: {
        ...b,
        tooltip: { ...(b.tooltip as object), trigger: 'item' },
        legend: { ...(b.legend as object), top: 'auto', bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['45%', '70%'],
            center: ['50%', '45%'],
            itemStyle: { borderColor: colors.paper, borderWidth: 2 },
            label: { color: colors.text },
            data: data.devices.map((d) => ({ name: d.name, value: d.value })),
          },
        ],
      },
      radar: {
        ...b,
        radar: {
          indicator: data.skills.map((name) => ({ name, max: 100 })),
          radius: '65%',
          center: ['50%', '55%'],
          axisName: { color: colors.text },
          splitLine: { lineStyle: { color: colors.grid } },
          axisLine: { lineStyle: { color: colors.grid } },
          splitArea: { show: false },
        },
        series: [
          {
            type: 'radar',
            areaStyle: { opacity: 0.2 },
            data: data.skillScores.map((s) => ({ name: s.name, value: s.data })),
          },
        ],
      },
      scatter: {
        ...b,
        tooltip: { ...(b.tooltip as object), trigger: 'item' },
        xAxis: { type: 'value', name: data.axis.years, nameLocation: 'middle', nameGap: 28, ...a },
        yAxis: { type: 'value', name: data.axis.salary, ...a },
        grid: { ...(b.grid as object), bottom: 28 },
        series: data.scatter.map((s) => ({ name: s.name, type: 'scatter', symbolSize: 10, data: s.data })),
      },
      gauge: {
        ...b,
        series: [
          {
            type: 'gauge',
            progress: { show: true, width: 14 },
            axisLine: { lineStyle: { width: 14, color: [[1, colors.grid]] } },
            axisTick: { show: false },
            splitLine: { length: 10, lineStyle: { color: colors.text } },
            axisLabel: { color: colors.text, distance: 20 },
            pointer: { itemStyle: { color: colors.series[0] } },
            anchor: { show: true, size: 14, itemStyle: { borderColor: colors.series[0], borderWidth: 2 } },
            title: { color: colors.text },
            detail: {
              valueAnimation: true,
              color: colors.title,
              fontSize: 26,
              formatter: '{value} %',
              offsetCenter: [0, '70%'],
            },
            data: [{ value: data.goals[0].value, name: data.goals[0].name }],
          },
        ],
      },
    } satisfies Record<string, EChartsCoreOption>;
  }, [colors, data]);

  // A new key per skin makes ECharts draw from scratch instead of merging colours into the old chart.
  const chart = (option: EChartsCoreOption, label: string) => (
    <ChartFrame label={label}>
      <ReactEChartsCore
        key={colors.mode}
        echarts={echarts}
        option={option}
        notMerge
        style={{ height: '100%', width: '100%' }}
        opts={{ renderer: 'svg' }}
      />
    </ChartFrame>
  );

  return (
    <DemoGrid>
      <DemoCard title={t('kinds.line')} subtitle={t('subtitles.visitors')} code={CORE_CODE}>
        {chart(options.line, t('kinds.line'))}
      </DemoCard>
      <DemoCard title={t('kinds.bar')} subtitle={t('subtitles.channels')}>
        {chart(options.bar, t('kinds.bar'))}
      </DemoCard>
      <DemoCard title={t('kinds.stackedArea')} subtitle={t('subtitles.traffic')}>
        {chart(options.area, t('kinds.stackedArea'))}
      </DemoCard>
      <DemoCard title={t('kinds.donut')} subtitle={t('subtitles.devices')}>
        {chart(options.pie, t('kinds.donut'))}
      </DemoCard>
      <DemoCard title={t('kinds.radar')} subtitle={t('subtitles.skills')}>
        {chart(options.radar, t('kinds.radar'))}
      </DemoCard>
      <DemoCard title={t('kinds.scatter')} subtitle={t('subtitles.salaries')}>
        {chart(options.scatter, t('kinds.scatter'))}
      </DemoCard>
      <DemoCard title={t('kinds.gauge')} subtitle={t('subtitles.gauge')}>
        {chart(options.gauge, t('kinds.gauge'))}
      </DemoCard>
    </DemoGrid>
  );
}
