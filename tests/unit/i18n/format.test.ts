// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatterFor, toDate } from '@/i18n/format';

// Intl separates some figures with a (narrow) no-break space; the expectations below write a plain one.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const AT = '2026-10-24T15:06:00Z';
const NOW = new Date(AT);

/** Every named style in each of the four languages, in UTC so the figures do not depend on the machine. */
const EXPECTED = {
  en: {
    date: 'Oct 24, 2026',
    dateTime: 'Oct 24, 2026, 3:06 PM',
    time: '3:06 PM',
    dayMonth: 'Oct 24',
    calendarDay: 'Mar 5, 2026',
    minutesAgo: '12 minutes ago',
    yesterday: 'yesterday',
    inThreeDays: 'in 3 days',
    number: '1,234.5',
    compact: '92.6K',
    percent: '57.6%',
    growth: '+12%',
    currency: '$1,299.00',
    roundCurrency: '$48,900',
  },
  de: {
    date: '24.10.2026',
    dateTime: '24.10.2026, 15:06',
    time: '15:06',
    dayMonth: '24. Okt.',
    calendarDay: '05.03.2026',
    minutesAgo: 'vor 12 Minuten',
    yesterday: 'gestern',
    inThreeDays: 'in 3 Tagen',
    number: '1.234,5',
    compact: '92.600',
    percent: '57,6 %',
    growth: '+12 %',
    currency: '1.299,00 $',
    roundCurrency: '48.900 $',
  },
  fr: {
    date: '24 oct. 2026',
    dateTime: '24 oct. 2026, 15:06',
    time: '15:06',
    dayMonth: '24 oct.',
    calendarDay: '5 mars 2026',
    minutesAgo: 'il y a 12 minutes',
    yesterday: 'hier',
    inThreeDays: 'dans 3 jours',
    number: '1 234,5',
    compact: '92,6 k',
    percent: '57,6 %',
    growth: '+12 %',
    currency: '1 299,00 $US',
    roundCurrency: '48 900 $US',
  },
  pt: {
    date: '24 de out. de 2026',
    dateTime: '24 de out. de 2026, 15:06',
    time: '15:06',
    dayMonth: '24 de out.',
    calendarDay: '5 de mar. de 2026',
    minutesAgo: 'há 12 minutos',
    yesterday: 'ontem',
    inThreeDays: 'em 3 dias',
    number: '1.234,5',
    compact: '92,6 mil',
    percent: '57,6%',
    growth: '+12%',
    currency: 'US$ 1.299,00',
    roundCurrency: 'US$ 48.900',
  },
} as const;

describe.each(Object.keys(EXPECTED) as Array<keyof typeof EXPECTED>)('formatting in %s', (locale) => {
  const format = formatterFor(locale, 'UTC');
  const expected = EXPECTED[locale];

  it('writes dates and times in one style each', () => {
    expect(plain(format.date(AT))).toBe(expected.date);
    expect(plain(format.dateTime(AT))).toBe(expected.dateTime);
    expect(plain(format.time(AT))).toBe(expected.time);
    expect(plain(format.dayMonth(AT))).toBe(expected.dayMonth);
    expect(plain(format.date('2026-03-05'))).toBe(expected.calendarDay);
  });

  it('tells how long ago or how soon', () => {
    expect(format.relative('2026-10-24T14:54:00Z', NOW)).toBe(expected.minutesAgo);
    expect(format.relative('2026-10-23T10:00:00Z', NOW)).toBe(expected.yesterday);
    expect(plain(format.relative('2026-10-27T15:06:00Z', NOW))).toBe(expected.inThreeDays);
  });

  it('writes numbers, shares and amounts', () => {
    expect(plain(format.number(1234.5))).toBe(expected.number);
    expect(plain(format.compact(92600))).toBe(expected.compact);
    expect(plain(format.percent(57.6))).toBe(expected.percent);
    expect(plain(format.percent(12, { signed: true }))).toBe(expected.growth);
    expect(plain(format.currency(1299))).toBe(expected.currency);
    expect(plain(format.currency(48900, 0))).toBe(expected.roundCurrency);
  });

  it('shortens a moment in a list: the time today, the day this year, the date before', () => {
    expect(format.recent('2026-10-24T08:00:00Z', NOW)).toBe(format.time('2026-10-24T08:00:00Z'));
    expect(format.recent('2026-02-01T08:00:00Z', NOW)).toBe(format.dayMonth('2026-02-01T08:00:00Z'));
    expect(format.recent('2025-10-24T08:00:00Z', NOW)).toBe(format.date('2025-10-24T08:00:00Z'));
  });
});

describe('toDate', () => {
  it('reads a calendar day as that day where the reader is, not midnight UTC', () => {
    const day = toDate('2026-03-05');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 5, 0]);
  });
});

/*
 * Screens format through the module: no toLocale…String and no Intl date or number format of their own. The
 * showcase pages are left out on purpose: they demonstrate Intl and the pickers' own options.
 */
describe('the app', () => {
  const root = join(__dirname, '../../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const ownFormatting =
    /\.toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\b|<(DateField|NumberField)\b/;

  it('formats every date and number through src/i18n/format.ts', () => {
    const offenders = files(root)
      .map((path) => relative(root, path))
      .filter((path) => path !== join('i18n', 'format.ts') && !path.startsWith(join('features', 'showcase')))
      .filter((path) => ownFormatting.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
