// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isEmail, isWebAddress, missingPasswordChecks, passwordStrength } from '@/features/showcase/forms/rules';

describe('shared form rules', () => {
  it('accepts e-mail addresses and refuses near misses', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('  ada@example.com ')).toBe(true);
    for (const bad of ['ada@', 'ada@example', '@example.com', 'ada example.com', '']) expect(isEmail(bad)).toBe(false);
  });

  it('accepts only absolute http(s) addresses with a real host', () => {
    expect(isWebAddress('https://example.com/path?q=1')).toBe(true);
    expect(isWebAddress('http://sub.example.org')).toBe(true);
    for (const bad of ['example.com', 'ftp://example.com', 'https://localhost', 'javascript:alert(1)', ''])
      expect(isWebAddress(bad)).toBe(false);
  });

  it('lists the password rules still missing, in order', () => {
    expect(missingPasswordChecks('')).toEqual(['length', 'lower', 'upper', 'digit', 'symbol']);
    expect(missingPasswordChecks('abcdefgh')).toEqual(['upper', 'digit', 'symbol']);
    expect(missingPasswordChecks('Ab3!efgh')).toEqual([]);
    expect(missingPasswordChecks('Ünïcødé9?')).toEqual([]);
  });

  it('grades strength, and a short password is always weak', () => {
    expect(passwordStrength('')).toEqual({ level: 'empty', score: 0 });
    expect(passwordStrength('Ab3!').level).toBe('weak');
    expect(passwordStrength('abcdefgh').level).toBe('weak');
    expect(passwordStrength('abcdefg1').level).toBe('fair');
    expect(passwordStrength('abcdefG1').level).toBe('good');
    expect(passwordStrength('abcdeG1!').level).toBe('strong');
  });
});
