import type { FieldDescription } from '@schemas/kit/describe';
import { useLabels } from '../labels';
import { areaInput } from '../widgets/areaWidgets';
import { FORM_WIDGETS } from '../widgets/formWidgets';
import type { NestedInputProps } from '../widgets/types';

interface FieldInputProps {
  area: string;
  field: FieldDescription;
  /** Prefix of a repeater row (`links.0.`); labels still use the bare field name. */
  source?: string;
  /** On edit a write-only secret may stay empty: it keeps its current value. */
  mode: 'add' | 'edit';
  /** The field fills its section or tab, whose title already names it: its label is for screen readers only. */
  labelHidden?: boolean;
  /** A field of a repeater row: the area's own widgets are for its top-level fields. */
  nested?: boolean;
}

/** The input for a field: the area's own widget for it, or else the one its type calls for (`FORM_WIDGETS`). */
export function FieldInput({
  area,
  field,
  source = field.source,
  mode,
  labelHidden = false,
  nested = false,
}: FieldInputProps) {
  const labels = useLabels(area);
  const Input = (!nested && areaInput(area, field.source)) || FORM_WIDGETS[field.widget].Input;
  return (
    <Input
      area={area}
      field={field}
      source={source}
      label={labels.field(field.source)}
      mode={mode}
      labelHidden={labelHidden}
      NestedInput={NestedFieldInput}
    />
  );
}

function NestedFieldInput(props: NestedInputProps) {
  return <FieldInput {...props} nested />;
}
