import type { z } from 'zod';

/** Validation messages live under this i18n namespace (src/admin-kit/i18n). */
export const VALIDATION_NAMESPACE = 'adminKit.validation';

export const key = (name: string) => `${VALIDATION_NAMESPACE}.${name}`;

/**
 * react-admin's ValidationError reads strings with this prefix as `{message, args}` and translates them with the
 * arguments, so a message such as "at most %{max} characters" is translated where it is shown, in the current locale.
 */
const WITH_ARGS_PREFIX = '@@react-admin@@';

export function message(name: string, args?: Record<string, string | number>): string {
  return args ? `${WITH_ARGS_PREFIX}${JSON.stringify({ message: key(name), args })}` : key(name);
}

/** The i18n key and arguments of a message made by `message()` (tests and logs). */
export function decodeMessage(text: string): { message: string; args?: Record<string, string | number> } {
  return text.startsWith(WITH_ARGS_PREFIX) ? JSON.parse(text.slice(WITH_ARGS_PREFIX.length)) : { message: text };
}

type Issue = z.core.$ZodRawIssue;

const sizeArgs = (value: unknown) => ({ value: Number(value) });

/**
 * The message of a zod issue as an i18n key (with its arguments). A message written on the schema itself wins;
 * this covers the generic cases so a schema needs no message for them.
 */
export function issueMessage(issue: Issue): string {
  if (issue.input === undefined || issue.input === null) return message('required');
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? message('required') : message('minLength', sizeArgs(min));
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? message('required') : message('minItems', sizeArgs(min));
      return message('minValue', sizeArgs(min));
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return message('maxLength', sizeArgs(max));
      if (issue.origin === 'array' || issue.origin === 'set') return message('maxItems', sizeArgs(max));
      return message('maxValue', sizeArgs(max));
    }
    case 'invalid_format':
      if (issue.format === 'email') return message('email');
      if (issue.format === 'url') return message('url');
      if (issue.format === 'date' || issue.format === 'datetime') return message('date');
      return message('format');
    case 'invalid_value':
      return message('choice');
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return message('number');
      return message('invalid');
    case 'invalid_union':
      return message('invalid');
    default:
      return message('invalid');
  }
}

/** Field errors as the API answers them: `{ 'links.0.url': 'adminKit.validation.url' }`, keyed by dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Empty text counts as no value, so optional fields accept it and required ones say "required". */
export function emptyToNull(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.map(emptyToNull);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, emptyToNull(inner)]));
  }
  return value;
}
