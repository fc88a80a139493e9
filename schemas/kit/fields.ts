import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { key, message } from './validation';
import { imageDataUrlProblem, MAX_IMAGE_BYTES } from './images';

/**
 * Field builders for management-area schemas. The zod type says what a value is (and so which widget edits it);
 * the few things a type cannot say — a reference to another area, rich text, an image, a generated slug — are
 * recorded in the `fieldMeta` registry. Messages are i18n keys, translated where they are shown.
 */
export type Widget =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'phone'
  | 'number'
  | 'date'
  | 'datetime'
  | 'select'
  | 'switch'
  | 'reference'
  | 'tags'
  | 'richText'
  | 'image'
  | 'repeater'
  | 'permissions'
  | 'password'
  | 'slug'
  | 'country';

export interface FieldMeta {
  widget?: Widget;
  /** The area a reference field points at. */
  reference?: string;
  /** Shown, never edited (set by the server). */
  readOnly?: boolean;
  /** Edited, never shown or returned by the API. */
  writeOnly?: boolean;
  /** A slug field fills itself from this text field until edited by hand. */
  generatedFrom?: string;
}

export const fieldMeta = z.registry<FieldMeta>();

const tag = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => {
  fieldMeta.add(schema as z.ZodType, meta);
  return schema;
};

/** Lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const field = {
  text: ({ max = 120 }: { max?: number } = {}) => z.string().trim().min(1).max(max),
  longText: ({ max = 2000 }: { max?: number } = {}) => tag(z.string().trim().max(max), { widget: 'longText' }),
  email: () => z.email().max(160),
  url: () => z.url({ protocol: /^https?$/ }).max(300),
  phone: () =>
    tag(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()./-]{6,24}$/, key('phone')),
      { widget: 'phone' },
    ),
  number: ({ min, max, int = true }: { min?: number; max?: number; int?: boolean } = {}) => {
    let schema = int ? z.number().int() : z.number();
    if (min !== undefined) schema = schema.min(min);
    if (max !== undefined) schema = schema.max(max);
    return schema;
  },
  /** `YYYY-MM-DD` */
  date: () => z.iso.date(),
  /** ISO 8601 with offset, as the API stores it. */
  datetime: () => z.iso.datetime({ offset: true }),
  choice: <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values),
  flag: () => z.boolean(),
  reference: (area: string) =>
    tag(z.union([z.number().int(), z.string().min(1)]), { widget: 'reference', reference: area }),
  tags: ({ max = 20 }: { max?: number } = {}) => z.array(z.string().trim().min(1).max(40)).max(max),
  richText: ({ max = 50_000 }: { max?: number } = {}) => tag(z.string().max(max), { widget: 'richText' }),
  /** An uploaded picture as a data URL (schemas/kit/images.ts says which). */
  image: () =>
    tag(
      z.string().superRefine((value, context) => {
        const problem = imageDataUrlProblem(value);
        if (problem)
          context.addIssue({
            code: 'custom',
            message:
              problem === 'size' ? message('imageSize', { value: MAX_IMAGE_BYTES / 1024 / 1024 }) : key('imageType'),
          });
      }),
      { widget: 'image' },
    ),
  slug: (from = 'title') =>
    tag(z.string().trim().max(160).regex(SLUG_PATTERN, key('slug')), { widget: 'slug', generatedFrom: from }),
  country: () =>
    tag(z.enum(COUNTRY_CODES, { error: (issue) => (issue.input == null ? undefined : key('country')) }), {
      widget: 'country',
    }),
  /** At least 8 characters with a lower-case letter, an upper-case letter and a digit. */
  password: () =>
    tag(
      z
        .string()
        .min(8, key('passwordLength'))
        .max(128)
        .regex(/[a-z]/, key('passwordLower'))
        .regex(/[A-Z]/, key('passwordUpper'))
        .regex(/[0-9]/, key('passwordDigit')),
      { widget: 'password', writeOnly: true },
    ),
  /** A list of objects edited with a repeater. */
  list: <T extends z.ZodRawShape>(shape: T, { max = 30 }: { max?: number } = {}) => z.array(z.object(shape)).max(max),
  /** Set by the server and shown only. */
  readOnly: <T extends z.ZodType>(schema: T) => tag(schema.nullish(), { readOnly: true }),
  /** A field's widget chosen by hand (for example a custom input). */
  as: <T extends z.ZodType>(schema: T, widget: Widget) => tag(schema, { widget }),
};
