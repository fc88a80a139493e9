import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useT } from '@/i18n/useT';
import { IMAGE_TYPES, pickedImageProblem, readAsDataUrl } from '@/shared/imageFile';
import { useMessage } from '@/shared/useMessage';

interface Props {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** The post's featured image: a preview, an upload (src/shared/imageFile.ts says which), and removal. */
export function FeaturedImageField({ value, onChange, error }: Props) {
  const translate = useT();
  const message = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const found = await pickedImageProblem(file);
    setProblem(found);
    if (!found) onChange(await readAsDataUrl(file));
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      {value ? (
        <Box
          component="img"
          src={value}
          alt={translate('blog.editForm.imagePreview')}
          sx={{ width: 200, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box
          sx={{
            width: 200,
            height: 120,
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <ImageIcon color="disabled" />
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2">{translate('blog.editForm.featuredImage')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('blog.editForm.imageHint')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
            {translate('blog.editForm.chooseImage')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={!value}
            onClick={() => {
              onChange('');
              setProblem(null);
            }}
          >
            {translate('blog.editForm.removeImage')}
          </Button>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          data-testid="featured-image-input"
          aria-label={translate('blog.editForm.chooseImage')}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {(problem || error) && (
          <FormHelperText error role="alert">
            {message(problem ?? error)}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
