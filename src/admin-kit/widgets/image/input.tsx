import { useId, useRef } from 'react';
import { Avatar, Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { InputHelperText, useInput } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useFormContext } from 'react-hook-form';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@schemas/kit/fields';
import { message } from '@schemas/kit/validation';
import type { WidgetInputProps } from '../types';

interface ImageInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Picks an image, checks its type and size, and stores it as a data URL; shows a preview and a remove button. */
export function ImageInput({ source, label, isRequired }: ImageInputProps) {
  const translate = useT();
  const { field, fieldState, isRequired: required } = useInput({ source, isRequired });
  const { setError, clearErrors } = useFormContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(source, { type: 'manual', message: message('imageType') });
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError(source, { type: 'manual', message: message('imageSize', { value: MAX_IMAGE_BYTES / 1024 / 1024 }) });
      return;
    }
    clearErrors(source);
    field.onChange(await readAsDataUrl(file));
  };

  return (
    <FormControl error={Boolean(fieldState.error)} required={required} margin="dense">
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={value ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 72, height: 72, bgcolor: 'action.hover' }}
        />
        <Box>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            onChange={(event) => {
              void onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadIcon />}
              onClick={() => fileInput.current?.click()}
            >
              {translate(value ? 'adminKit.image.replace' : 'adminKit.image.upload')}
            </Button>
            {value && (
              <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
                {translate('adminKit.image.remove')}
              </Button>
            )}
          </Stack>
          <FormHelperText>
            <InputHelperText
              error={fieldState.error?.message}
              helperText={translate('adminKit.image.help', { size: MAX_IMAGE_BYTES / 1024 / 1024 })}
            />
          </FormHelperText>
        </Box>
      </Stack>
    </FormControl>
  );
}

export const ImageFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <ImageInput source={source} label={label} isRequired={field.required} />
);
