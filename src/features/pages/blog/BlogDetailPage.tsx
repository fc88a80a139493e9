import { useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { isNotFound } from '@/data/apiError';
import { useMayOpen } from '@/routes/menu';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { SafeHtml } from '@/shared/SafeHtml';
import { blogPath, fetchBlogDetail } from './api';
import { BlogSidebar } from './BlogSidebar';
import { CategoryChip } from './CategoryChip';
import { CommentForm } from './CommentForm';

/** One post (the id in the address): picture, content, its comments and a form to add one; Edit for who may. */
export default function BlogDetailPage() {
  const translate = useT();
  const format = useFormat();
  const { id = '' } = useParams();
  const mayEdit = useMayOpen(blogPath.edit(id));
  const query = useQuery({ queryKey: ['blog', 'detail', id], queryFn: () => fetchBlogDetail(id), retry: false });

  let main;
  if (isNotFound(query.error)) {
    main = (
      <NotFoundState
        title={translate('blog.notFound.title')}
        message={translate('blog.notFound.message', { id })}
        backTo={blogPath.list}
        backLabel={translate('blog.backToList')}
      />
    );
  } else if (query.isError) {
    main = <LoadError onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    main = <LinearProgress aria-label={translate('shared.loading')} />;
  } else {
    const { blog, comments } = query.data;
    main = (
      <Stack spacing={3}>
        <Card component="article" aria-labelledby="blog-title">
          {blog.img && (
            <Box
              component="img"
              src={blog.img}
              alt=""
              sx={{ width: '100%', maxHeight: 380, objectFit: 'cover', display: 'block' }}
            />
          )}
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={2}>
              <Typography id="blog-title" variant="h3" component="h1" gutterBottom>
                {blog.title}
              </Typography>
              {mayEdit && (
                <Button
                  component={RouterLink}
                  to={blogPath.edit(blog.id)}
                  variant="outlined"
                  startIcon={<EditIcon />}
                  sx={{ flexShrink: 0 }}
                >
                  {translate('blog.edit')}
                </Button>
              )}
            </Stack>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
              <Avatar src={blog.avatar} alt="" sx={{ width: 32, height: 32 }} />
              <Typography variant="body2" color="text.secondary">
                {translate('blog.byline', { name: blog.userFullName, date: format.date(blog.createdTime) })}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
              {blog.tags.map((tag) => (
                <CategoryChip key={tag} category={tag} />
              ))}
              {blog.status !== 'Published' && (
                <Chip size="small" label={translate(dynamicKey(`blog.statuses.${blog.status}`), { _: blog.status })} />
              )}
            </Stack>
            <SafeHtml html={blog.content} sx={{ lineHeight: 1.75 }} />
          </CardContent>
        </Card>
        <Card component="section" id="comments" aria-labelledby="blog-comments">
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Typography id="blog-comments" variant="h6" component="h2" gutterBottom>
              {translate('blog.commentCount', { smart_count: comments.length })}
            </Typography>
            <Stack
              component="ol"
              spacing={2.5}
              sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
              aria-label={translate('blog.comments')}
            >
              {comments.map((comment) => (
                <Stack key={comment.id} component="li" direction="row" spacing={2}>
                  <Avatar src={comment.avatar} alt="">
                    {comment.userFullName.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography fontWeight={600}>
                      {comment.website ? (
                        <Link href={comment.website} target="_blank" rel="noopener noreferrer nofollow">
                          {comment.userFullName}
                        </Link>
                      ) : (
                        comment.userFullName
                      )}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {format.date(comment.commentedAt)}
                    </Typography>
                    <Typography sx={{ mt: 0.5, wordBreak: 'break-word' }}>{comment.commentText}</Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
            <Divider sx={{ mb: 3 }} />
            <CommentForm postId={id} />
          </CardContent>
        </Card>
      </Stack>
    );
  }
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>{main}</Grid>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <BlogSidebar />
      </Grid>
    </Grid>
  );
}
