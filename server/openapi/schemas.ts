import { z } from 'zod';
import type { AreaModel } from '@schemas/kit/model';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import { secretFields, SYSTEM_KEYS } from '@/contract/rules';
import type { Schema } from './types';

/*
 * An area's JSON Schemas, from the zod schemas the forms and the API validate with: requests from the input side
 * (what a client may send), records from the output side (what the API answers), secrets left out of the latter.
 */

type Check = { _zod: { def: { pattern?: unknown } } };
type OverrideContext = { zodSchema: { _zod: { def: unknown } }; jsonSchema: Schema };

/** JSON Schema patterns have no flags: a case-insensitive one would refuse what the API accepts, so it is left out. */
function dropFlaggedPatterns({ zodSchema, jsonSchema }: OverrideContext) {
  const checks = (zodSchema._zod.def as { checks?: Check[] }).checks ?? [];
  const flagged = new Set(
    checks
      .map((check) => check._zod.def.pattern)
      .filter((p): p is RegExp => p instanceof RegExp && /[ims]/.test(p.flags))
      .map((p) => p.source),
  );
  if (!flagged.size) return;
  if (typeof jsonSchema.pattern === 'string' && flagged.has(jsonSchema.pattern)) delete jsonSchema.pattern;
  if (Array.isArray(jsonSchema.allOf)) {
    const kept = (jsonSchema.allOf as Schema[]).filter((part) => !flagged.has(part.pattern as string));
    if (kept.length) jsonSchema.allOf = kept;
    else delete jsonSchema.allOf;
  }
}

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, override: dropFlaggedPatterns }) as Schema;
  return rest;
}

const dateTime: Schema = { type: 'string', format: 'date-time' };

/** The columns the API adds to every record. */
const systemProperties = (): Record<string, Schema> => ({
  id: { type: 'integer', minimum: 1, readOnly: true },
  createdAt: { ...dateTime, readOnly: true },
  updatedAt: { ...dateTime, readOnly: true },
  version: {
    type: 'integer',
    minimum: 1,
    readOnly: true,
    description: 'Goes up by one with every change; an edit sends back the version it read.',
  },
  deletedAt: {
    anyOf: [dateTime, { type: 'null' }],
    readOnly: true,
    description: 'When the record was moved to the trash; null while it is live.',
  },
  createdBy: {
    anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }],
    readOnly: true,
    description: 'The account that created the record; null when that account is gone or the system created it.',
  },
});

function annotate(properties: Record<string, Schema>, fields: FieldDescription[]) {
  for (const field of fields) {
    const property = properties[field.source];
    if (!property) continue;
    const notes: string[] = [];
    if (field.reference) notes.push(`The id of a ${field.reference} record.`);
    if (field.generatedFrom) notes.push(`Made from ${field.generatedFrom} when left empty.`);
    if (field.widget === 'richText') notes.push('HTML.');
    if (field.widget === 'image') notes.push('A data URL (PNG, JPEG, WebP, GIF or SVG) or an https address.');
    if (field.readOnly) {
      property.readOnly = true;
      notes.push('Set by the server.');
    }
    if (field.writeOnly) {
      property.writeOnly = true;
      notes.push('Write-only: never answered.');
    }
    if (notes.length) property.description = notes.join(' ');
  }
}

const propertiesOf = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;

/** A record as the API answers it: every stored field, the system columns, never a secret. */
export function recordSchema(declaration: AreaModel): Schema {
  const secrets = new Set(secretFields(declaration));
  const fields = Object.fromEntries(
    Object.entries(propertiesOf(jsonSchemaOf(declaration.schema, 'output'))).filter(([name]) => !secrets.has(name)),
  );
  annotate(fields, describeSchema(declaration.schema));
  const { id, ...system } = systemProperties();
  const properties = { id, ...fields, ...system };
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/**
 * A create (`POST`) or edit (`PUT`) body. An edit is merged over the current record, so every field is optional
 * there; the system columns may be sent back unchanged and are ignored, except the version an edit is based on.
 */
export function requestSchema(declaration: AreaModel, mode: 'create' | 'update'): Schema {
  const schema = mode === 'create' ? (declaration.createSchema ?? declaration.schema) : declaration.schema;
  const base = jsonSchemaOf(schema, 'input');
  const fields = propertiesOf(base);
  annotate(fields, describeSchema(schema));
  const system = systemProperties();
  const ignored: Record<string, Schema> = Object.fromEntries(
    SYSTEM_KEYS.map((name) => [name, { ...system[name], description: 'Ignored: the server sets it.' }]),
  );
  if (mode === 'update') {
    ignored.version = {
      type: 'integer',
      description: 'The version the edit is based on: if the record has changed since, the edit is refused (409).',
    };
  }
  const required = mode === 'create' ? { required: base.required ?? [] } : {};
  return { type: 'object', properties: { ...fields, ...ignored }, ...required, additionalProperties: false };
}
