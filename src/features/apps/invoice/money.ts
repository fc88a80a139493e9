import { formatterFor, useFormat } from '@/i18n/format';

/** Amounts are US dollars in the demo data; the format follows the interface language. */
export const formatMoney = (amount: number, locale = 'en') => formatterFor(locale).currency(amount);

export function useMoney(): (amount: number) => string {
  const { currency } = useFormat();
  return (amount) => currency(amount);
}

/** Dates are stored as `YYYY-MM-DD`; shown as a local calendar day in the interface language. */
export function formatDay(day: string, locale = 'en'): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatterFor(locale).date(day) : day;
}

export function useDay(): (day: string) => string {
  const { locale } = useFormat();
  return (day) => formatDay(day, locale);
}

/** Today (or `date`) as a local calendar day, `YYYY-MM-DD`. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
