import {
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Chip,
  Divider,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { blogPath, type BlogListItem } from './api';
import { CategoryChip } from './CategoryChip';

/** One post of the list: picture, title, author and date, categories, excerpt, comment count. */
export function BlogCard({ post }: { post: BlogListItem }) {
  const translate = useT();
  const format = useFormat();
  const to = blogPath.detail(post.id);
  return (
    <Card
      component="article"
      aria-labelledby={`blog-card-${post.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea component={RouterLink} to={to} aria-label={post.title} tabIndex={-1}>
        {post.img ? (
          <CardMedia component="img" image={post.img} alt="" sx={{ height: 180 }} />
        ) : (
          <Box sx={{ height: 180, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <ImageIcon color="disabled" fontSize="large" />
          </Box>
        )}
      </CardActionArea>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={`blog-card-${post.id}`} variant="h6" component="h2" gutterBottom>
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
          <Avatar src={post.avatar} alt="" sx={{ width: 24, height: 24 }} />
          <Typography variant="body2" color="text.secondary">
            {translate('blog.byline', { name: post.userFullName, date: format.date(post.blogPosted) })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {post.tags.map((tag) => (
            <CategoryChip key={tag} category={tag} />
          ))}
          {post.status !== 'Published' && (
            <Chip size="small" label={translate(dynamicKey(`blog.statuses.${post.status}`), { _: post.status })} />
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {post.excerpt}
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Link
            component={RouterLink}
            to={`${to}#comments`}
            underline="hover"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <ChatIcon fontSize="small" /> {translate('blog.commentCount', { smart_count: post.comment })}
          </Link>
          <Button component={RouterLink} to={to} size="small">
            {translate('blog.readMore')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
