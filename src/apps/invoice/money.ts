import { useLocaleState } from 'react-admin';

/** Amounts are US dollars in the demo data; the format follows the interface language. */
export const formatMoney = (amount: number, locale = 'en') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

export function useMoney(): (amount: number) => string {
  const [locale] = useLocaleState();
  return (amount) => formatMoney(amount, locale);
}

/** Dates are stored as `YYYY-MM-DD`; shown as a local calendar day in the interface language. */
export function formatDay(day: string, locale = 'en'): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(year, month - 1, date));
}

export function useDay(): (day: string) => string {
  const [locale] = useLocaleState();
  return (day) => formatDay(day, locale);
}

/** Today (or `date`) as a local calendar day, `YYYY-MM-DD`. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
