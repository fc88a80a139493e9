import { useId, useRef } from 'react';
import { Avatar, Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { InputHelperText, useInput } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useFormContext } from 'react-hook-form';
import { IMAGE_TYPES, imageFileProblem, MAX_IMAGE_BYTES, readImageAsDataUrl } from '@schemas/kit/images';
import { message } from '@schemas/kit/validation';
import type { WidgetInputProps } from '../types';

interface ImageInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
}

/** Picks an image, checks its bytes and size, and stores it as a data URL; shows a preview and a remove button. */
export function ImageInput({ source, label, isRequired }: ImageInputProps) {
  const translate = useT();
  const { field, fieldState, isRequired: required } = useInput({ source, isRequired });
  const { setError, clearErrors } = useFormContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await imageFileProblem(file);
    if (problem) {
      const text =
        problem === 'size' ? message('imageSize', { value: MAX_IMAGE_BYTES / 1024 / 1024 }) : message('imageType');
      setError(source, { type: 'manual', message: text });
      return;
    }
    clearErrors(source);
    field.onChange(await readImageAsDataUrl(file));
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
          sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          <ImageIcon aria-hidden />
        </Avatar>
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
