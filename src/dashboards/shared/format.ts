import { useLocaleState } from 'react-admin';

/** 92600 → "92.6K" in the interface language. */
export const formatCompact = (value: number, locale = 'en') => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
export const formatNumber = (value: number, locale = 'en') => new Intl.NumberFormat(locale).format(value);
export const formatCurrency = (value: number, locale = 'en', digits = 0) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);

export function useFormat() {
  const [locale] = useLocaleState();
  return {
    locale,
    compact: (value: number) => formatCompact(value, locale),
    number: (value: number) => formatNumber(value, locale),
    currency: (value: number, digits = 0) => formatCurrency(value, locale, digits),
    date: (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(new Date(iso)),
  };
}
