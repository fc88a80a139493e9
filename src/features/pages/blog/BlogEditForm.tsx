import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormHelperText,
  Grid,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AutoFixIcon from '@mui/icons-material/AutoFixHigh';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { useMessage } from '@/shared/useMessage';
import { useUnsavedChangesGuard } from '@/shared/useUnsavedChangesGuard';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { blogPath, saveBlogEdit, type BlogEditRecord } from './api';
import { FeaturedImageField } from './FeaturedImageField';
import RichTextEditor from '@/shared/richText/RichTextEditor';
import { BLOG_CATEGORIES, BLOG_STATUSES, blogEditSchema, slugify, type BlogEdit } from './schemas';

const FIELDS = ['blogTitle', 'blogCategories', 'slug', 'status', 'excerpt', 'content', 'featuredImage'] as const;
const valuesOf = (record: BlogEditRecord): BlogEdit =>
  Object.fromEntries(FIELDS.map((key) => [key, record[key]])) as BlogEdit;

/** The edit form of one post; validated like the server does, saved with PUT, warning before edits are lost. */
export function BlogEditForm({ record }: { record: BlogEditRecord }) {
  const translate = useT();
  const message = useMessage();
  const format = useFormat();
  const notify = useNotify();
  const client = useQueryClient();
  const id = String(record.id);
  const form = useForm<BlogEdit>({
    resolver: zodResolver(blogEditSchema),
    defaultValues: valuesOf(record),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = form;
  const guard = useUnsavedChangesGuard(isDirty);
  const draftOffer = useFormDraft(form);
  const save = useMutation({
    mutationFn: (values: BlogEdit) => saveBlogEdit(id, values),
    onSuccess: (saved) => {
      reset(valuesOf(saved));
      client.setQueryData(['blog', 'edit', id], saved);
      void client.invalidateQueries({ queryKey: ['blog'] });
      notify('blog.saved', { type: 'success' });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, FIELDS)) setError('root', { message: 'shared.saveFailed' });
    },
  });
  const text = (name: 'blogTitle' | 'slug' | 'excerpt') => ({
    ...register(name),
    id: `blog-${name}`,
    fullWidth: true,
    label: translate(`blog.editForm.${name}`),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? ' ',
    slotProps: { inputLabel: { shrink: true } },
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
          <Avatar src={record.avatar} alt="" />
          <div>
            <Typography fontWeight={600}>{record.userFullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {format.date(record.createdTime)}
            </Typography>
          </div>
        </Stack>
        {draftOffer}
        <Grid
          container
          spacing={2}
          component="form"
          noValidate
          onSubmit={handleSubmit((values) => save.mutate(values))}
          aria-label={translate('blog.editForm.label')}
        >
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...text('blogTitle')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="blogCategories"
              render={({ field: { ref, value, onChange, onBlur } }) => (
                <TextField
                  select
                  fullWidth
                  id="blog-blogCategories"
                  inputRef={ref}
                  label={translate('blog.editForm.blogCategories')}
                  value={value}
                  onBlur={onBlur}
                  onChange={(event) => onChange(event.target.value as unknown as string[])}
                  error={Boolean(errors.blogCategories)}
                  helperText={message(errors.blogCategories?.message) ?? ' '}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) =>
                        (selected as string[]).map((c) => translate(dynamicKey(`blog.categories.${c}`))).join(', '),
                    },
                  }}
                >
                  {BLOG_CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      <Checkbox size="small" checked={value.includes(category)} />
                      <ListItemText primary={translate(`blog.categories.${category}`)} />
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextField {...text('slug')} />
              <Button
                sx={{ mt: 1, flexShrink: 0 }}
                startIcon={<AutoFixIcon />}
                onClick={() =>
                  setValue('slug', slugify(getValues('blogTitle')), { shouldDirty: true, shouldValidate: true })
                }
              >
                {translate('blog.editForm.slugFromTitle')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="status"
              render={({ field: { ref, ...field } }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  select
                  fullWidth
                  id="blog-status"
                  label={translate('blog.editForm.status')}
                  error={Boolean(errors.status)}
                  helperText={message(errors.status?.message) ?? ' '}
                >
                  {BLOG_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {translate(`blog.statuses.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField {...text('excerpt')} multiline minRows={2} />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" component="label" htmlFor="blog-content" sx={{ display: 'block', mb: 1 }}>
              {translate('blog.editForm.content')}
            </Typography>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  id="blog-content"
                  label={translate('blog.editForm.content')}
                  value={field.value}
                  onChange={(html) => field.onChange(html)}
                  onBlur={field.onBlur}
                  invalid={Boolean(errors.content)}
                  describedBy={errors.content ? 'blog-content-error' : undefined}
                  toolbar="full"
                  minHeight={220}
                />
              )}
            />
            {errors.content && (
              <FormHelperText id="blog-content-error" error>
                {message(errors.content.message)}
              </FormHelperText>
            )}
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="featuredImage"
              render={({ field }) => (
                <FeaturedImageField
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  error={errors.featuredImage?.message}
                />
              )}
            />
          </Grid>
          {errors.root?.message && (
            <Grid size={12}>
              <Alert severity="error">{message(errors.root.message)}</Alert>
            </Grid>
          )}
          <Grid size={12}>
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {translate('blog.editForm.save')}
              </Button>
              <Button variant="outlined" color="secondary" disabled={!isDirty} onClick={() => reset()}>
                {translate('blog.editForm.discard')}
              </Button>
              <Button component={Link} to={blogPath.detail(id)}>
                {translate('blog.editForm.viewPost')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
        {guard.dialog}
      </CardContent>
    </Card>
  );
}
