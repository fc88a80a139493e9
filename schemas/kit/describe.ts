import type { z } from 'zod';
import { fieldMeta, type FieldMeta, type Widget } from './fields';

/** What the generator needs to know about one field, read from its zod type and metadata. */
export interface FieldDescription {
  source: string;
  widget: Widget;
  required: boolean;
  choices?: readonly string[];
  reference?: string;
  readOnly: boolean;
  writeOnly: boolean;
  generatedFrom?: string;
  defaultValue?: unknown;
  /** The fields of each item of a repeater. */
  item?: FieldDescription[];
  max?: number;
}

type AnySchema = z.ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  defaultValue?: unknown;
  entries?: Record<string, string>;
};
const defOf = (schema: AnySchema) => (schema as unknown as { def: Def }).def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

function unwrap(schema: AnySchema) {
  let current = schema;
  let required = true;
  let defaultValue: unknown;
  let meta: FieldMeta = { ...fieldMeta.get(current) };
  while (WRAPPERS.has(defOf(current).type)) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable') required = false;
    if (def.type === 'default') {
      defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      required = false;
    }
    current = def.innerType!;
    meta = { ...fieldMeta.get(current), ...meta };
  }
  return { inner: current, required, defaultValue, meta };
}

function widgetOf(inner: AnySchema): Widget {
  const def = defOf(inner);
  const text = inner as unknown as { format?: string | null; maxLength?: number | null };
  switch (def.type) {
    case 'string':
      if (text.format === 'email') return 'email';
      if (text.format === 'url') return 'url';
      if (text.format === 'date') return 'date';
      if (text.format === 'datetime') return 'datetime';
      return (text.maxLength ?? 0) > 200 ? 'longText' : 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'enum':
      return 'select';
    case 'array': {
      const element = unwrap(def.element!).inner;
      return defOf(element).type === 'object' ? 'repeater' : 'tags';
    }
    default:
      return 'text';
  }
}

export function describeField(source: string, schema: AnySchema): FieldDescription {
  const { inner, required, defaultValue, meta } = unwrap(schema);
  const widget = meta.widget ?? widgetOf(inner);
  const def = defOf(inner);
  const description: FieldDescription = {
    source,
    widget,
    required,
    readOnly: Boolean(meta.readOnly),
    writeOnly: Boolean(meta.writeOnly),
    reference: meta.reference,
    generatedFrom: meta.generatedFrom,
    defaultValue,
    max: (inner as unknown as { maxLength?: number | null }).maxLength ?? undefined,
  };
  if (def.type === 'enum') description.choices = (inner as unknown as { options: readonly string[] }).options;
  if (widget === 'repeater') description.item = describeSchema(unwrap(def.element!).inner as z.ZodObject);
  return description;
}

const cache = new WeakMap<z.ZodObject, FieldDescription[]>();

/** Every field of an object schema, in declaration order. */
export function describeSchema(schema: z.ZodObject): FieldDescription[] {
  let fields = cache.get(schema);
  if (!fields) {
    fields = Object.entries(schema.shape).map(([source, inner]) => describeField(source, inner as AnySchema));
    cache.set(schema, fields);
  }
  return fields;
}

/** Initial values of an add form: the schema's defaults. */
export function defaultValuesOf(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    describeSchema(schema)
      .filter((f) => f.defaultValue !== undefined)
      .map((f) => [f.source, structuredClone(f.defaultValue)]),
  );
}
