import { Alert, Box, Button, Grid, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { useMessage } from '@/shared/useMessage';
import { postBlogComment } from './api';
import { blogCommentSchema, type BlogCommentInput } from './schemas';

/** "Leave a comment": name and e-mail (filled in for the signed-in user), an optional website and the comment. */
export function CommentForm({ postId }: { postId: string }) {
  const translate = useT();
  const message = useMessage();
  const notify = useNotify();
  const client = useQueryClient();
  const user = useSessionUser();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<BlogCommentInput>({
    resolver: zodResolver(blogCommentSchema),
    defaultValues: { name: user?.fullName ?? '', email: user?.email ?? '', website: '', comment: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: BlogCommentInput) => postBlogComment(postId, values),
    onSuccess: () => {
      reset({ ...getValues(), comment: '' });
      void client.invalidateQueries({ queryKey: ['blog'] });
      notify('blog.commentPosted', { type: 'success' });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, ['name', 'email', 'website', 'comment']))
        setError('root', { message: 'shared.saveFailed' });
    },
  });
  const field = (name: keyof BlogCommentInput) => ({
    ...register(name),
    id: `comment-${name}`,
    fullWidth: true,
    label: translate(`blog.commentForm.${name}`),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? ' ',
    slotProps: { inputLabel: { shrink: true } },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      aria-labelledby="blog-leave-comment"
    >
      <Typography id="blog-leave-comment" variant="h6" component="h2" gutterBottom>
        {translate('blog.leaveComment')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('name')} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('email')} type="email" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('website')} type="url" placeholder="https://" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('comment')} multiline minRows={4} />
        </Grid>
      </Grid>
      {errors.root?.message && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {message(errors.root.message)}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={mutation.isPending}>
        {translate('blog.postComment')}
      </Button>
    </Box>
  );
}
