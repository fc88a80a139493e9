import { useMemo } from 'react';
import { useFormat } from '@/i18n/format';

/** Short month names (Jan…) and weekday names (Mon…) in the interface language. */
export function useCalendarNames() {
  const format = useFormat();
  return useMemo(
    () => ({
      months: Array.from({ length: 12 }, (_, index) => format.month(new Date(2026, index, 1))),
      // 2026-11-02 is a Monday.
      weekdays: Array.from({ length: 7 }, (_, index) => format.weekday(new Date(2026, 10, 2 + index))),
    }),
    [format],
  );
}
