import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Short month names (Jan…) and weekday names (Mon…) in the interface language. */
export function useCalendarNames() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(locale, { month: 'short' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    return {
      months: Array.from({ length: 12 }, (_, index) => month.format(new Date(2026, index, 1))),
      // 2026-11-02 is a Monday.
      weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(new Date(2026, 10, 2 + index))),
    };
  }, [locale]);
}
