import type { DescribedArea } from '../declaration';
import type { FieldDescription } from '@schemas/kit/describe';
import { SYSTEM_FIELDS } from './systemFields';

/** Every field a reader may see: the schema's fields except write-only secrets, then id and timestamps. */
export function readableFields(area: DescribedArea): FieldDescription[] {
  return [...area.fields.filter((f) => !f.writeOnly), ...SYSTEM_FIELDS];
}

/** The readable fields of a record outside the trash: all but when it went there (`deletedAt`, always empty). */
export function recordFields(area: DescribedArea): FieldDescription[] {
  return readableFields(area).filter((f) => f.source !== 'deletedAt');
}

export function readableField(area: DescribedArea, source: string): FieldDescription {
  const field = readableFields(area).find((f) => f.source === source);
  if (!field) throw new Error(`"${area.name}" declares "${source}", which its schema does not have`);
  return field;
}
