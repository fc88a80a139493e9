import { useLocaleState } from 'react-admin';

/**
 * The one way the app shows dates and numbers: a few named styles over Intl in the interface language, so a date
 * reads the same on every screen ("Oct 24, 2026" / "24.10.2026" / "24 oct. 2026" / "24/10/2026").
 */

export type DateInput = Date | string | number;

const DATE_STYLES = {
  /** Oct 24, 2026 */
  date: { dateStyle: 'medium' },
  /** Oct 24, 2026, 12:06 AM */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 12:06 AM */
  time: { timeStyle: 'short' },
  /** Oct 24: a date of this year in a list. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** Oct: chart axes, a calendar leaf. */
  month: { month: 'short' },
  /** Mon: chart axes. */
  weekday: { weekday: 'short' },
  /** 24: a calendar leaf. */
  day: { day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`) is that day where the reader is, not midnight UTC; anything else goes through Date. */
export function toDate(value: DateInput): Date {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return value instanceof Date ? value : new Date(value);
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

export interface Formatters {
  locale: string;
  date: (value: DateInput) => string;
  dateTime: (value: DateInput) => string;
  time: (value: DateInput) => string;
  dayMonth: (value: DateInput) => string;
  month: (value: DateInput) => string;
  weekday: (value: DateInput) => string;
  day: (value: DateInput) => string;
  /** "12 minutes ago", "yesterday", "in 3 days". */
  relative: (value: DateInput, now?: Date) => string;
  /** The shortest form that still tells the moment in a list: today's time, this year's day, else the date. */
  recent: (value: DateInput, now?: Date) => string;
  /** 1,234.5 (at most `digits` decimals, 3 by default). */
  number: (value: number, digits?: number) => string;
  /** 92.6K */
  compact: (value: number) => string;
  /** Percentage points: 57.6 → "57.6%" ("57,6 %" in German); `signed` writes "+12%" for a change. */
  percent: (points: number, options?: { signed?: boolean; digits?: number }) => string;
  /** US dollars in the demo data; `digits` fixes the decimals (0 for round dashboard figures). */
  currency: (amount: number, digits?: number, currency?: string) => string;
}

const cache = new Map<string, Formatters>();

/** The formatters of a locale (`timeZone` for tests and fixed displays; the reader's own zone by default). */
export function formatterFor(locale: string, timeZone?: string): Formatters {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatters = cache.get(key);
  if (!formatters) {
    formatters = create(locale, timeZone);
    cache.set(key, formatters);
  }
  return formatters;
}

function create(locale: string, timeZone: string | undefined): Formatters {
  const dateFormats = new Map<DateStyle, Intl.DateTimeFormat>();
  const dateStyle = (style: DateStyle) => (value: DateInput) => {
    let format = dateFormats.get(style);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone });
      dateFormats.set(style, format);
    }
    return format.format(toDate(value));
  };
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      numberFormats.set(key, format);
    }
    return format;
  };
  // Made when first used: each Intl format costs a few milliseconds to make, and most screens use a few of them.
  let relativeFormat: Intl.RelativeTimeFormat | undefined;
  const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  // The calendar day of a moment in the display's time zone, to tell today and this year apart.
  let dayKeyFormat: Intl.DateTimeFormat | undefined;
  const dayKey = () =>
    (dayKeyFormat ??= new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }));

  const formatters: Formatters = {
    locale,
    date: dateStyle('date'),
    dateTime: dateStyle('dateTime'),
    time: dateStyle('time'),
    dayMonth: dateStyle('dayMonth'),
    month: dateStyle('month'),
    weekday: dateStyle('weekday'),
    day: dateStyle('day'),
    relative: (value, now = new Date()) => {
      let amount = (toDate(value).getTime() - now.getTime()) / 60_000;
      for (const [unit, next] of RELATIVE_UNITS) {
        if (Math.abs(Math.round(amount)) < next) return relative().format(Math.round(amount), unit);
        amount /= next;
      }
      return relative().format(Math.round(amount), 'year');
    },
    recent: (value, now = new Date()) => {
      const [day, today] = [dayKey().format(toDate(value)), dayKey().format(now)];
      if (day === today) return formatters.time(value);
      if (day.slice(0, 4) === today.slice(0, 4)) return formatters.dayMonth(value);
      return formatters.date(value);
    },
    number: (value, digits = 3) => numberFormat({ maximumFractionDigits: digits }).format(value),
    compact: (value) => numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value),
    percent: (points, { signed = false, digits = 1 } = {}) =>
      numberFormat({
        style: 'percent',
        maximumFractionDigits: digits,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }).format(points / 100),
    currency: (amount, digits, currency = 'USD') =>
      numberFormat({
        style: 'currency',
        currency,
        ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      }).format(amount),
  };
  return formatters;
}

/** The formatters of the interface language. */
export function useFormat(): Formatters {
  const [locale] = useLocaleState();
  return formatterFor(locale);
}
