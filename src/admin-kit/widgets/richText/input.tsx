import { lazy, Suspense, useId } from 'react';
import { FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { visuallyHidden } from '../../visuallyHidden';
import { InputHelperText, useInput } from 'react-admin';

import type { WidgetInputProps } from '../types';
import type { FormField } from '../../form/formLayout';

const RichTextEditor = lazy(() => import('@/shared/richText/RichTextEditor'));

interface RichTextInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  labelHidden?: boolean;
  /** Shown as it is: the signed-in person's role may not change it (the editor ignores a disabled fieldset). */
  locked?: boolean;
}

/** A rich-text field; the editor itself is a separate chunk so only forms that need it download it. */
export function RichTextInput({ source, label, isRequired, labelHidden = false, locked = false }: RichTextInputProps) {
  const { id, field, fieldState, isRequired: required } = useInput({ source, isRequired });
  const helperId = useId();
  return (
    <FormControl fullWidth error={Boolean(fieldState.error)} required={required} margin="dense">
      <FormLabel
        htmlFor={id}
        sx={labelHidden ? visuallyHidden : { mb: 1 }}
        onClick={() => document.getElementById(id)?.focus()}
      >
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
        <RichTextEditor
          id={id}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(html) => field.onChange(html)}
          onBlur={field.onBlur}
          label={label}
          invalid={Boolean(fieldState.error)}
          describedBy={helperId}
          editable={!locked}
        />
      </Suspense>
      <FormHelperText id={helperId}>
        <InputHelperText error={fieldState.error?.message} helperText={false} />
      </FormHelperText>
    </FormControl>
  );
}

export const RichTextFieldInput = ({ source, label, field, labelHidden }: WidgetInputProps) => (
  <RichTextInput
    source={source}
    label={label}
    isRequired={field.required}
    labelHidden={labelHidden}
    locked={(field as FormField).locked}
  />
);
