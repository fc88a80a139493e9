import { useMemo } from 'react';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Bubble, Doughnut, Line, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { ChartFrame } from './ChartFrame';
import { useChartData } from './chartData';
import { useChartColors, type ChartColors } from './useChartColors';

// Chart.js is tree-shaken: only what is registered here is bundled (with this screen, never the entry).
ChartJS.register(
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  PointElement,
  LineElement,
  BarElement,
  ArcElement,
  Filler,
  Tooltip,
  Legend,
);

const REGISTRATION_CODE = `
import { CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Legend, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Legend, Tooltip);
// Colours come from the MUI theme, so the chart follows the skin:
const { series, text, grid } = useChartColors();
<Line data={data} options={{ scales: { x: { ticks: { color: text }, grid: { color: grid } } } }} />`;

const legend = (colors: ChartColors) => ({
  labels: { color: colors.text, usePointStyle: true, boxWidth: 8, font: { family: colors.fontFamily } },
});
const tooltip = (colors: ChartColors) => ({
  backgroundColor: colors.mode === 'dark' ? '#e0e0e0' : '#283046',
  titleColor: colors.mode === 'dark' ? '#283046' : '#fff',
  bodyColor: colors.mode === 'dark' ? '#283046' : '#fff',
});
const axes = (colors: ChartColors, stacked = false) => ({
  x: { stacked, ticks: { color: colors.text }, grid: { color: colors.grid }, border: { color: colors.grid } },
  y: { stacked, ticks: { color: colors.text }, grid: { color: colors.grid }, border: { color: colors.grid } },
});

function common(colors: ChartColors) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { legend: legend(colors), tooltip: tooltip(colors) },
    ...(colors.animate ? {} : { animation: false as const }),
  };
}

/** Chart.js (react-chartjs-2) with explicit registration: line, bar, area, doughnut, radar, scatter, polar area, bubble. */
/** react-chartjs-2 makes each canvas an unnamed `role="img"`; the chart's frame names the figure, so the canvas is hidden. */
const DRAWING = { 'aria-hidden': true } as const;

export default function ChartjsShowcase() {
  const t = useScopedTranslate('showcaseCharts');
  const colors = useChartColors();
  const data = useChartData();
  const c = colors.series;
  const config = useMemo(() => {
    const radial = {
      r: {
        grid: { color: colors.grid },
        angleLines: { color: colors.grid },
        pointLabels: { color: colors.text },
        ticks: { color: colors.text, backdropColor: 'transparent' },
      },
    };
    return {
      line: {
        data: {
          labels: data.months,
          datasets: data.visitors.map((s, i) => ({
            label: s.name,
            data: s.data,
            borderColor: c[i],
            backgroundColor: c[i],
            tension: 0.35,
            pointRadius: 3,
          })),
        },
        options: { ...common(colors), scales: axes(colors) } satisfies ChartOptions<'line'>,
      },
      bar: {
        data: {
          labels: data.quarters,
          datasets: data.channels.map((s, i) => ({
            label: s.name,
            data: s.data,
            backgroundColor: c[i],
            borderRadius: 4,
            maxBarThickness: 28,
          })),
        },
        options: { ...common(colors), scales: axes(colors) } satisfies ChartOptions<'bar'>,
      },
      area: {
        data: {
          labels: data.months,
          datasets: data.traffic.map((s, i) => ({
            label: s.name,
            data: s.data,
            borderColor: c[i],
            backgroundColor: colors.alpha(c[i], 0.25),
            fill: true,
            tension: 0.4,
            pointRadius: 0,
          })),
        },
        options: { ...common(colors), scales: axes(colors, true) } satisfies ChartOptions<'line'>,
      },
      doughnut: {
        data: {
          labels: data.devices.map((d) => d.name),
          datasets: [
            {
              data: data.devices.map((d) => d.value),
              backgroundColor: c.slice(0, data.devices.length),
              borderColor: colors.paper,
              borderWidth: 2,
            },
          ],
        },
        options: { ...common(colors), cutout: '65%' } satisfies ChartOptions<'doughnut'>,
      },
      radar: {
        data: {
          labels: data.skills,
          datasets: data.skillScores.map((s, i) => ({
            label: s.name,
            data: s.data,
            borderColor: c[i],
            backgroundColor: colors.alpha(c[i], 0.2),
            pointBackgroundColor: c[i],
          })),
        },
        options: {
          ...common(colors),
          scales: { r: { ...radial.r, min: 0, max: 100, ticks: { ...radial.r.ticks, stepSize: 20 } } },
        } satisfies ChartOptions<'radar'>,
      },
      scatter: {
        data: {
          datasets: data.scatter.map((s, i) => ({
            label: s.name,
            data: s.data.map(([x, y]) => ({ x, y })),
            backgroundColor: c[i],
            pointRadius: 5,
          })),
        },
        options: {
          ...common(colors),
          scales: {
            x: { ...axes(colors).x, title: { display: true, text: data.axis.years, color: colors.text } },
            y: { ...axes(colors).y, title: { display: true, text: data.axis.salary, color: colors.text } },
          },
        } satisfies ChartOptions<'scatter'>,
      },
      polar: {
        data: {
          labels: data.goals.map((g) => g.name),
          datasets: [
            {
              data: data.goals.map((g) => g.value),
              backgroundColor: data.goals.map((_, i) => colors.alpha(c[i], 0.7)),
              borderColor: colors.paper,
            },
          ],
        },
        options: {
          ...common(colors),
          scales: { r: { ...radial.r, min: 0, max: 100, ticks: { display: false } } },
        } satisfies ChartOptions<'polarArea'>,
      },
      bubble: {
        data: {
          datasets: data.channels.map((s, i) => ({
            label: s.name,
            backgroundColor: colors.alpha(c[i], 0.6),
            borderColor: c[i],
            data: s.data.map((value, q) => ({ x: q + 1, y: value, r: Math.round(value / 40) })),
          })),
        },
        options: {
          ...common(colors),
          scales: {
            x: {
              ...axes(colors).x,
              min: 0,
              max: 5,
              ticks: {
                color: colors.text,
                stepSize: 1,
                callback: (v: string | number) => data.quarters[Number(v) - 1] ?? '',
              },
            },
            y: { ...axes(colors).y, title: { display: true, text: data.axis.sales, color: colors.text } },
          },
        } satisfies ChartOptions<'bubble'>,
      },
    };
  }, [colors, data, c]);

  return (
    <DemoGrid>
      <DemoCard title={t('kinds.line')} subtitle={t('subtitles.visitors')} code={REGISTRATION_CODE}>
        <ChartFrame label={t('kinds.line')}>
          <Line data={config.line.data} options={config.line.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.bar')} subtitle={t('subtitles.channels')}>
        <ChartFrame label={t('kinds.bar')}>
          <Bar data={config.bar.data} options={config.bar.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.area')} subtitle={t('subtitles.traffic')}>
        <ChartFrame label={t('kinds.area')}>
          <Line data={config.area.data} options={config.area.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.doughnut')} subtitle={t('subtitles.devices')}>
        <ChartFrame label={t('kinds.doughnut')}>
          <Doughnut data={config.doughnut.data} options={config.doughnut.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.radar')} subtitle={t('subtitles.skills')}>
        <ChartFrame label={t('kinds.radar')}>
          <Radar data={config.radar.data} options={config.radar.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.scatter')} subtitle={t('subtitles.salaries')}>
        <ChartFrame label={t('kinds.scatter')}>
          <Scatter data={config.scatter.data} options={config.scatter.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.polarArea')} subtitle={t('subtitles.goals')}>
        <ChartFrame label={t('kinds.polarArea')}>
          <PolarArea data={config.polar.data} options={config.polar.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
      <DemoCard title={t('kinds.bubble')} subtitle={t('subtitles.channelsBubble')}>
        <ChartFrame label={t('kinds.bubble')}>
          <Bubble data={config.bubble.data} options={config.bubble.options} {...DRAWING} />
        </ChartFrame>
      </DemoCard>
    </DemoGrid>
  );
}
