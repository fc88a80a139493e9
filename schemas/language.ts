import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

export const DIRECTIONS = ['ltr', 'rtl'] as const;

/**
 * A language tag written as it is usually spelt: the language in lower case, a region in capitals ("EN" is "en",
 * "pt-br" is "pt-BR"). Anything else is left as typed, for the pattern to refuse.
 */
export const canonicalLanguageCode = (code: string) =>
  code.replace(
    /^([A-Za-z]{2,3})(-[A-Za-z]{2})?$/,
    (_tag, language: string, region = '') => `${language.toLowerCase()}${region.toUpperCase()}`,
  );

/** A content language. Exactly one language is the default. */
export const languageSchema = z.object({
  code: field
    .text({ max: 10 })
    .overwrite(canonicalLanguageCode)
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'adminKit.validation.languageCode'),
  name: field.text({ max: 60 }),
  nativeName: field.text({ max: 60 }),
  direction: field.choice(DIRECTIONS).default('ltr'),
  active: field.flag().default(true),
  isDefault: field.flag().default(false),
});

export type Language = z.infer<typeof languageSchema>;

export default defineModel({
  name: 'language',
  representation: 'name',
  order: 5,
  schema: languageSchema,
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['code', 'name', 'nativeName'],
    filters: ['direction', 'active'],
    sortable: ['code', 'name', 'nativeName', 'direction', 'active', 'isDefault'],
  },
  server: { unique: [['code']], exactlyOne: 'isDefault' },
});
