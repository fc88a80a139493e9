import { Grid, MenuItem, TextField } from '@mui/material';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type FieldErrors,
} from 'react-hook-form';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

/** The props every user text field shares: label, id, translated error. */
export function useUserField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  idPrefix: string,
) {
  const translate = useT();
  return (name: Path<T>, extra: object = {}) => {
    const message = errors[name]?.message;
    return {
      ...register(name),
      id: `${idPrefix}-${name}`,
      fullWidth: true,
      size: 'small' as const,
      label: translate(dynamicKey(`appUsers.fields.${name}`)),
      error: Boolean(message),
      helperText: typeof message === 'string' ? translate(dynamicKey(message), { _: message }) : undefined,
      ...extra,
    };
  };
}

interface SelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  options: readonly string[];
  labelKey: string;
  idPrefix: string;
  size?: { xs: number; sm?: number };
}

/** A required choice (role, plan, status) bound to the form. */
export function UserSelectField<T extends FieldValues>({
  control,
  name,
  options,
  labelKey,
  idPrefix,
  size = { xs: 12 },
}: SelectProps<T>) {
  const translate = useT();
  return (
    <Grid size={size}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            size="small"
            id={`${idPrefix}-${name}`}
            label={translate(dynamicKey(`appUsers.fields.${name}`))}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? translate(dynamicKey(fieldState.error.message)) : undefined}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(dynamicKey(`${labelKey}.${option}`))}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}
