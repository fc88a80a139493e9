import type { ResourceDeclaration } from '../declaration';
import { describeSchema, type FieldDescription } from '../describe';
import { SYSTEM_FIELDS } from './systemFields';

/** Every field a reader may see: the schema's fields except write-only secrets, then id and timestamps. */
export function readableFields(declaration: ResourceDeclaration): FieldDescription[] {
  return [...describeSchema(declaration.schema).filter((f) => !f.writeOnly), ...SYSTEM_FIELDS];
}

export function readableField(declaration: ResourceDeclaration, source: string): FieldDescription {
  const field = readableFields(declaration).find((f) => f.source === source);
  if (!field) throw new Error(`"${declaration.name}" declares "${source}", which its schema does not have`);
  return field;
}
