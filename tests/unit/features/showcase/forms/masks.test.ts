// @vitest-environment node
import { describe, expect, it } from 'vitest';
import IMask from 'imask';
import {
  CARD_MASKS,
  PHONE_US,
  ORDER_CODE,
  TIME_24H,
  cardBrand,
  dateMask,
  dateStyle,
  dollarMask,
  numeralMask,
} from '@/features/showcase/forms/elements/masks';

/** What a field with the mask shows after the user types `typed`. */
function typeInto(options: Parameters<typeof IMask.createMask>[0], typed: string) {
  const mask = IMask.createMask(options);
  mask.resolve(typed);
  return mask;
}

describe('input masks', () => {
  it('formats a US phone number from its digits', () => {
    const mask = typeInto(PHONE_US, '5551234567');
    expect(mask.value).toBe('+1 (555) 123-4567');
    expect(mask.unmaskedValue).toBe('15551234567');
    expect(mask.isComplete).toBe(true);
    expect(typeInto(PHONE_US, '555').isComplete).toBe(false);
  });

  it('recognises card networks and groups American Express 4-6-5', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5500')).toBe('mastercard');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('unknown');
    expect(typeInto(CARD_MASKS.amex, '378282246310005').value).toBe('3782 822463 10005');
    expect(typeInto(CARD_MASKS.visa, '4111111111111111').value).toBe('4111 1111 1111 1111');
  });

  it('keeps times within 00:00–23:59 and fixes the invoice prefix', () => {
    expect(typeInto(TIME_24H, '2359').value).toBe('23:59');
    expect(typeInto(TIME_24H, '2960').value).not.toBe('29:60');
    expect(typeInto(ORDER_CODE, '42').value).toBe('INV-42____');
  });

  it('types dates in the language’s order and refuses impossible ones', () => {
    expect(dateStyle('en')).toEqual({ order: 'mdy', separator: '/' });
    expect(dateStyle('de')).toEqual({ order: 'dmy', separator: '.' });
    expect(typeInto(dateMask('en'), '12312026').value).toBe('12/31/2026');
    const german = typeInto(dateMask('de'), '31122026');
    expect(german.value).toBe('31.12.2026');
    expect((german.typedValue as Date).getMonth()).toBe(11);
    expect(typeInto(dateMask('de'), '31022026').isComplete).toBe(false);
  });

  it('groups thousands the way each language writes numbers', () => {
    expect(typeInto(numeralMask('en'), '1234567.5').value).toBe('1,234,567.5');
    expect(typeInto(numeralMask('de'), '1234567,5').value).toBe('1.234.567,5');
    expect(typeInto(dollarMask('en'), '2500').value).toBe('$ 2,500');
  });
});
