import { useRecordContext } from 'react-admin';
import type { FieldDescription } from '@schemas/kit/describe';
import { areaOf } from '../areas';
import { ShownRecordName } from '../shownName';
import { areaValue } from '../widgets/areaWidgets';
import { LIST_WIDGETS } from '../widgets/listWidgets';
import type { NestedValueProps } from '../widgets/types';
import { Dash } from './Dash';

interface FieldValueProps {
  area: string;
  field: FieldDescription;
  /** Lists show a compact form (thumbnails, a few tags, short text). */
  compact?: boolean;
  /** Read from this object instead of the record (repeater rows). */
  value?: unknown;
  /** A field of a repeater row: the area's own widgets are for its top-level fields. */
  nested?: boolean;
}

const empty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One field's value, shown by the area's own widget for it or else by its widget's display (`LIST_WIDGETS`). */
export function FieldValue({ area, field, compact = false, value: given, nested = false }: FieldValueProps) {
  const record = useRecordContext();
  const value = given !== undefined ? given : record?.[field.source];
  const widget = LIST_WIDGETS[field.widget];
  const Value = (!nested && areaValue(area, field.source)) || widget.Value;
  if (empty(value) && !widget.showsEmpty) return <Dash />;
  const { representation, shownName } = areaOf(area);
  if (!nested && shownName && field.source === representation && record)
    return <ShownRecordName record={record} shown={shownName} fallback={representation} />;
  return (
    <Value area={area} field={field} value={value} record={record} compact={compact} NestedValue={NestedFieldValue} />
  );
}

function NestedFieldValue(props: NestedValueProps) {
  return <FieldValue {...props} nested />;
}
