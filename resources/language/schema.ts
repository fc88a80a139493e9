import { z } from 'zod';
import { field } from '@schemas/kit/fields';

export const DIRECTIONS = ['ltr', 'rtl'] as const;

/** A content language. Exactly one language is the default. */
export const languageSchema = z.object({
  code: field.text({ max: 10 }).regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'adminKit.validation.languageCode'),
  name: field.text({ max: 60 }),
  nativeName: field.text({ max: 60 }),
  direction: field.choice(DIRECTIONS).default('ltr'),
  active: field.flag().default(true),
  isDefault: field.flag().default(false),
});

export type Language = z.infer<typeof languageSchema>;
