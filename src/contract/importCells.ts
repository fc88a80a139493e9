import type { FieldDescription } from '@schemas/kit/describe';
import { unguarded } from './csv';

/*
 * How an import reads a CSV cell as a field's value (server/areas/import.ts): text in, the value a create's JSON body
 * would carry out, so that validation then judges it exactly as it judges a create. Nothing is evaluated: a cell that
 * looks like a formula is text, and the apostrophe an export puts before one (src/contract/csv.ts) is taken off, so
 * an exported file imports back unchanged. A value that cannot be read stays text, for validation to refuse.
 */

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** A decimal comma, as a spreadsheet in German, French or Portuguese writes one. */
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

function numberOf(text: string): number | string {
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return Number(trimmed);
  if (DECIMAL_COMMA.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return text;
}

function flagOf(text: string): boolean | string {
  const word = text.trim().toLowerCase();
  if (TRUE.has(word)) return true;
  if (FALSE.has(word)) return false;
  return text;
}

/**
 * A list as the export writes it: its items joined by `; ` (objects as JSON), or one JSON array. The separators are
 * found outside JSON strings and brackets, so `{"a":"x; y"}; {"a":"z"}` is two items.
 */
export function listOf(text: string): unknown[] | string {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      return text;
    }
  }
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const char = trimmed[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"' && depth > 0) quoted = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
    else if (char === ';' && depth === 0) {
      items.push(trimmed.slice(start, i));
      start = i + 1;
    }
  }
  items.push(trimmed.slice(start));
  const parts = items.map((item) => item.trim()).filter(Boolean);
  if (!parts.some((part) => part.startsWith('{'))) return parts;
  try {
    return parts.map((part) => JSON.parse(part) as unknown);
  } catch {
    return text;
  }
}

/** A CSV cell as `field`'s value: null when empty; numbers, flags and lists read from their text. */
export function cellValue(field: FieldDescription, cell: string): unknown {
  const text = unguarded(cell);
  if (text.trim() === '') return null;
  switch (field.widget) {
    case 'number':
      return numberOf(text);
    case 'switch':
      return flagOf(text);
    case 'tags':
    case 'repeater':
    case 'permissions':
      return listOf(text);
    default:
      return text;
  }
}

/** The delimiter of a CSV, judged from its header line: `;` when it has more of them than commas outside quotes. */
export function delimiterOf(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
