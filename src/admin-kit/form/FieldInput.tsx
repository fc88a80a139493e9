import { Box, FormHelperText } from '@mui/material';
import type { FieldDescription } from '@schemas/kit/describe';
import { useT } from '@/i18n/useT';
import { useLabels } from '../labels';
import type { FormField } from './formLayout';
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
  const translate = useT();
  const Input = (!nested && areaInput(area, field.source)) || FORM_WIDGETS[field.widget].Input;
  const input = (
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
  if (!(field as FormField).locked) return input;
  // The role may not change it: shown as it is, every control inside disabled (the server refuses a change too).
  const note = `${area}-${field.source}-locked`;
  return (
    <Box
      component="fieldset"
      disabled
      aria-describedby={note}
      data-locked={field.source}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
    >
      {input}
      <FormHelperText id={note} sx={{ mt: -0.5, mx: 1.75 }}>
        {translate('adminKit.form.locked')}
      </FormHelperText>
    </Box>
  );
}

function NestedFieldInput(props: NestedInputProps) {
  return <FieldInput {...props} nested />;
}
