import { z } from 'zod';
import { ruleMessage } from '../ruleMessages';
import { isWebAddress, missingPasswordChecks } from '../rules';

/** One field per kind of rule, so the validation screen shows every message the kit has. */
export const LIMITS = {
  username: { min: 3, max: 20 },
  bio: { max: 160 },
  age: { min: 18, max: 99 },
  /** The start date must fall between today and this many days ahead. */
  startWithinDays: 90,
} as const;

export const PROMO_PATTERN = /^[A-Z]{3}-\d{4}$/;
export const PROMO_EXAMPLE = 'ABC-1234';

export interface ValidationValues {
  fullName: string;
  email: string;
  website: string;
  username: string;
  bio: string;
  age: string;
  promo: string;
  password: string;
  confirmPassword: string;
  startDate: string;
  terms: boolean;
}

export const EMPTY_VALIDATION: ValidationValues = {
  fullName: '',
  email: '',
  website: '',
  username: '',
  bio: '',
  age: '',
  promo: '',
  password: '',
  confirmPassword: '',
  startDate: '',
  terms: false,
};

/** YYYY-MM-DD of a local date, the format of date inputs. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function startDateRange(today: Date): { min: string; max: string } {
  const max = new Date(today);
  max.setDate(max.getDate() + LIMITS.startWithinDays);
  return { min: isoDay(today), max: isoDay(max) };
}

/**
 * The schema for a given day; `formatDay` writes the date bounds into the message the way the user reads dates.
 */
export function validationSchema(today: Date, formatDay: (isoDate: string) => string) {
  const { min, max } = startDateRange(today);
  const required = z.string().trim().min(1, ruleMessage('required'));
  return z
    .object({
      fullName: required,
      email: required.pipe(z.email(ruleMessage('email'))),
      website: required.refine(isWebAddress, ruleMessage('url')),
      username: required
        .min(LIMITS.username.min, ruleMessage('minLength', { min: LIMITS.username.min }))
        .max(LIMITS.username.max, ruleMessage('maxLength', { max: LIMITS.username.max })),
      bio: z.string().max(LIMITS.bio.max, ruleMessage('maxLength', { max: LIMITS.bio.max })),
      age: required
        .refine((v) => Number.isFinite(Number(v)), ruleMessage('notANumber'))
        .refine((v) => !Number.isFinite(Number(v)) || Number.isInteger(Number(v)), ruleMessage('wholeNumber'))
        .refine(
          (v) => !Number.isFinite(Number(v)) || (Number(v) >= LIMITS.age.min && Number(v) <= LIMITS.age.max),
          ruleMessage('numberBetween', LIMITS.age),
        ),
      promo: required.regex(PROMO_PATTERN, ruleMessage('pattern', { example: PROMO_EXAMPLE })),
      password: z
        .string()
        .min(1, ruleMessage('required'))
        .refine((p) => missingPasswordChecks(p).length === 0, ruleMessage('passwordWeak')),
      confirmPassword: z.string().min(1, ruleMessage('required')),
      startDate: z
        .string()
        .min(1, ruleMessage('required'))
        .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), ruleMessage('invalidDate'))
        .refine((v) => v >= min && v <= max, ruleMessage('dateBetween', { min: formatDay(min), max: formatDay(max) })),
      terms: z.boolean().refine((v) => v, ruleMessage('mustAccept')),
    })
    .refine((values) => values.password === values.confirmPassword, {
      message: ruleMessage('passwordMismatch'),
      path: ['confirmPassword'],
      when: ({ value }) => typeof value === 'object' && value !== null,
    });
}
