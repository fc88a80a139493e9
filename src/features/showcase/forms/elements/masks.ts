import IMask, { type FactoryOpts } from 'imask';

/** Input masks for the mask demo (react-imask options), kept pure so they can be tested without a page. */

export const PHONE_US: FactoryOpts = { mask: '+{1} (000) 000-0000' };
export const PHONE_PT: FactoryOpts = { mask: '+{351} 000 000 000' };

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** The card network from the first digits: Visa 4, Mastercard 51–55 or 2221–2720, American Express 34 or 37. */
export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  return 'unknown';
}

export const CARD_MASKS: Record<CardBrand, FactoryOpts> = {
  amex: { mask: '0000 000000 00000' },
  visa: { mask: '0000 0000 0000 0000' },
  mastercard: { mask: '0000 0000 0000 0000' },
  unknown: { mask: '0000 0000 0000 0000' },
};

export const CARD_EXPIRY: FactoryOpts = {
  mask: 'MM{/}YY',
  blocks: {
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
    YY: { mask: IMask.MaskedRange, from: 0, to: 99, maxLength: 2 },
  },
};

export const CARD_CODE: FactoryOpts = { mask: '000[0]' };

export const TIME_24H: FactoryOpts = {
  mask: 'HH:MM',
  blocks: {
    HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
    MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
};

/** An invoice number: the prefix is always there and the digits show as placeholders until typed. */
export const ORDER_CODE: FactoryOpts = { mask: 'INV-000000', lazy: false, placeholderChar: '_' };

/** The decimal and grouping characters a language writes numbers with (1,234.5 or 1.234,5 or 1 234,5). */
export function numberSymbols(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** Numbers grouped by thousands as you type, with up to two decimals, in the language's own style. */
export function numeralMask(locale: string): FactoryOpts {
  const { decimal, group } = numberSymbols(locale);
  return {
    mask: Number,
    scale: 2,
    thousandsSeparator: group,
    radix: decimal,
    normalizeZeros: true,
    padFractionalZeros: false,
    // Let the other common decimal key work too, unless it is this language's grouping character.
    mapToRadix: [decimal === ',' ? '.' : ','].filter((c) => c !== group),
    min: -1e12,
    max: 1e12,
  };
}

/** A dollar amount: the "$ " prefix is added by the mask, the number part grouped like `numeralMask`. */
export function dollarMask(locale: string): FactoryOpts {
  return { mask: '$ num', blocks: { num: numeralMask(locale) } };
}

export type DateOrder = 'dmy' | 'mdy';

/** How the language writes a short date: day/month order and the separator (en 12/31/2026, de 31.12.2026). */
export function dateStyle(locale: string): { order: DateOrder; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(2026, 11, 31),
  );
  const fields = parts.filter((p) => p.type === 'day' || p.type === 'month').map((p) => p.type);
  return {
    order: fields[0] === 'month' ? 'mdy' : 'dmy',
    separator: parts.find((p) => p.type === 'literal')?.value.trim() || '/',
  };
}

/** A calendar date typed in the language's order; impossible dates (31/02) cannot be completed. */
export function dateMask(locale: string): FactoryOpts {
  const { order, separator } = dateStyle(locale);
  const two = (n: number) => String(n).padStart(2, '0');
  const pattern = order === 'mdy' ? `m{${separator}}\`d{${separator}}\`Y` : `d{${separator}}\`m{${separator}}\`Y`;
  return {
    mask: Date,
    pattern,
    autofix: true,
    min: new Date(1900, 0, 1),
    max: new Date(2100, 11, 31),
    format: (date: Date | null) => {
      if (!date) return '';
      const [d, m, y] = [two(date.getDate()), two(date.getMonth() + 1), String(date.getFullYear())];
      return (order === 'mdy' ? [m, d, y] : [d, m, y]).join(separator);
    },
    parse: (text: string) => {
      const [a, b, y] = text.split(separator).map(Number);
      const [d, m] = order === 'mdy' ? [b, a] : [a, b];
      return new Date(y, m - 1, d);
    },
  };
}

/** The placeholder that shows the expected date shape, e.g. "MM/DD/YYYY" (letters translated by the caller). */
export function datePlaceholder(locale: string, letters: { day: string; month: string; year: string }): string {
  const { order, separator } = dateStyle(locale);
  const d = letters.day.repeat(2);
  const m = letters.month.repeat(2);
  const y = letters.year.repeat(4);
  return (order === 'mdy' ? [m, d, y] : [d, m, y]).join(separator);
}
