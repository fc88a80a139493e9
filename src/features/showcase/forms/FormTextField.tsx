import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useRuleTranslate } from './ruleMessages';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  label: string;
};

/** A text field bound to the surrounding react-hook-form form, showing its rule message translated under it. */
export function FormTextField<T extends FieldValues>({ name, helperText, ...props }: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const translateRule = useRuleTranslate();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          // A blank helper keeps its line when a message comes and goes, so nothing below jumps (and a click still lands).
          helperText={translateRule(fieldState.error?.message) ?? helperText ?? ' '}
        />
      )}
    />
  );
}
