import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

type DateLike = { toDate(): Date } | Date;
const asDate = (value: DateLike) => (value instanceof Date ? value : value.toDate());

/** Dates and times written the way the interface language writes them. */
export function useDateFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
    const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      date: (value: DateLike) => date.format(asDate(value)),
      shortDate: (value: DateLike) => shortDate.format(asDate(value)),
      time: (value: DateLike) => time.format(asDate(value)),
      dateTime: (value: DateLike) => dateTime.format(asDate(value)),
    };
  }, [locale]);
}
