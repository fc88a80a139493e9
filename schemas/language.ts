import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';
import { FieldError, WriteRefused, type AreaHooks } from './kit/hooks';

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

/**
 * Exactly one language is the default, and it is active: the first language becomes the default, making another
 * one the default takes the flag from the old one, and the default can neither be unset, deactivated nor deleted
 * (make another one the default first). The unique index `server.exactlyOne` settles two such writes at once.
 */
const languageHooks: AreaHooks<typeof languageSchema> = {
  async beforeChange({ data, previous, db }) {
    const current = await db.find('language', { isDefault: true }, { limit: 1 });
    if (!current.length) data.isDefault = true;
    else if (previous?.isDefault && !data.isDefault)
      throw new FieldError('isDefault', 'adminKit.validation.exactlyOne');
    if (data.isDefault && data.active === false) throw new FieldError('active', 'adminKit.validation.defaultInactive');
    if (data.isDefault)
      await db.update('language', { isDefault: true, id: { $ne: previous?.id ?? null } }, { isDefault: false });
  },
  beforeDelete({ record }) {
    if (record.isDefault) throw new WriteRefused(409, 'adminKit.errors.deleteFlagged');
  },
};

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
  server: { unique: [['code']], exactlyOne: 'isDefault', hooks: languageHooks },
});
