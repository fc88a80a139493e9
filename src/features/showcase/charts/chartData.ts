import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

/** The demo figures every chart screen draws, so the three libraries can be compared on the same data. */
const VISITORS_THIS_YEAR = [2100, 2400, 2250, 2900, 3300, 3150, 3600, 4020, 3890, 4300, 4650, 5100];
const VISITORS_LAST_YEAR = [1800, 1950, 2100, 2050, 2500, 2700, 2600, 2950, 3100, 3050, 3400, 3700];
const CHANNEL_SALES = { online: [420, 510, 580, 690], retail: [380, 360, 410, 450], wholesale: [210, 260, 240, 300] };
const TRAFFIC = {
  organic: [31, 40, 28, 51, 42, 82, 56, 60, 65, 72, 70, 80],
  referral: [11, 32, 45, 32, 34, 52, 41, 38, 44, 50, 47, 55],
  social: [15, 11, 32, 18, 9, 24, 11, 20, 26, 22, 30, 28],
};
const DEVICES = { desktop: 54, mobile: 33, tablet: 9, other: 4 };
const SKILLS = ['design', 'frontEnd', 'backEnd', 'testing', 'devOps', 'docs'] as const;
const SKILL_SCORES = { ana: [80, 90, 55, 70, 40, 85], ben: [45, 60, 95, 80, 90, 50] };
const GOALS = { sales: 76, signups: 58, retention: 89 };

/** Points of two groups for the scatter charts: years of experience against salary (thousands). */
function scatterGroup(seed: number, count: number, slope: number, base: number): Array<[number, number]> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => {
    const years = Math.round(next() * 150) / 10;
    return [years, Math.round(base + years * slope + (next() - 0.5) * 30)];
  });
}
const SCATTER = { engineering: scatterGroup(7, 24, 7, 45), sales: scatterGroup(11, 24, 4.5, 35) };

export type DataKey = 'thisYear' | 'lastYear';

/** The demo data with its labels in the interface language (month names from the browser, the rest translated). */
export function useChartData() {
  const [locale] = useLocaleState();
  const translate = useT();
  return useMemo(() => {
    const t = scoped(translate, 'showcaseCharts.data');
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short' });
    const months = Array.from({ length: 12 }, (_, month) => monthFormat.format(new Date(2026, month, 1)));
    const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    // 2 November 2026 is a Monday.
    const weekdays = [0, 1, 2, 3, 4].map((day) => weekdayFormat.format(new Date(2026, 10, 2 + day)));
    const quarters = [1, 2, 3, 4].map((q) => translate('showcaseCharts.data.quarter', { number: q }));
    return {
      months,
      quarters,
      visitors: [
        { name: t('thisYear'), data: VISITORS_THIS_YEAR },
        { name: t('lastYear'), data: VISITORS_LAST_YEAR },
      ],
      channels: (Object.keys(CHANNEL_SALES) as Array<keyof typeof CHANNEL_SALES>).map((key) => ({
        name: t(key),
        data: CHANNEL_SALES[key],
      })),
      traffic: (Object.keys(TRAFFIC) as Array<keyof typeof TRAFFIC>).map((key) => ({
        name: t(key),
        data: TRAFFIC[key],
      })),
      devices: (Object.keys(DEVICES) as Array<keyof typeof DEVICES>).map((key) => ({
        name: t(key),
        value: DEVICES[key],
      })),
      skills: SKILLS.map((key) => t(`skills.${key}`)),
      skillScores: (Object.keys(SKILL_SCORES) as Array<keyof typeof SKILL_SCORES>).map((key) => ({
        name: t(key),
        data: SKILL_SCORES[key],
      })),
      scatter: (Object.keys(SCATTER) as Array<keyof typeof SCATTER>).map((key) => ({
        name: t(key),
        data: SCATTER[key],
      })),
      /** Hours of activity per weekday (rows) over the first eight months (columns). */
      activity: weekdays.map((name, row) => ({
        name,
        data: months.slice(0, 8).map((_, col) => ((row * 7 + col * 13) % 23) + col * 3),
      })),
      activityMonths: months.slice(0, 8),
      goals: (Object.keys(GOALS) as Array<keyof typeof GOALS>).map((key) => ({ name: t(key), value: GOALS[key] })),
      axis: {
        years: t('yearsOfExperience'),
        salary: t('salaryThousands'),
        visitors: t('visitors'),
        sales: t('salesThousands'),
      },
      number: new Intl.NumberFormat(locale),
    };
  }, [locale, translate]);
}

export type ChartData = ReturnType<typeof useChartData>;
