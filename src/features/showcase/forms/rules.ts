import { z } from 'zod';

/** The validation rules the form demos share, so a field is judged the same way on every screen. */

const emailSchema = z.email();
export const isEmail = (value: string) => emailSchema.safeParse(value.trim()).success;

/** An absolute http(s) address with a host that has a dot (`https://example.com`). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CHECKS = ['length', 'lower', 'upper', 'digit', 'symbol'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

const PASSES: Record<PasswordCheck, (password: string) => boolean> = {
  length: (p) => p.length >= PASSWORD_MIN_LENGTH,
  lower: (p) => /\p{Ll}/u.test(p),
  upper: (p) => /\p{Lu}/u.test(p),
  digit: (p) => /\d/.test(p),
  symbol: (p) => /[^\p{L}\d\s]/u.test(p),
};

/** The password rules the password still misses, in a fixed order. */
export const missingPasswordChecks = (password: string): PasswordCheck[] =>
  PASSWORD_CHECKS.filter((check) => !PASSES[check](password));

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/** How strong a password is, from how many of the five rules it meets; anything under 8 characters is weak. */
export function passwordStrength(password: string): { level: PasswordStrength; score: number } {
  if (!password) return { level: 'empty', score: 0 };
  const score = PASSWORD_CHECKS.length - missingPasswordChecks(password).length;
  if (!PASSES.length(password) || score <= 2) return { level: 'weak', score };
  return { level: score === 3 ? 'fair' : score === 4 ? 'good' : 'strong', score };
}
