import { useState } from 'react';
import { Avatar, Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import SendIcon from '@mui/icons-material/Send';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { useMessage } from '@/shared/useMessage';
import type { ProfilePost } from './api';

interface Props {
  post: ProfilePost;
  liking: boolean;
  onLike: () => void;
  /** Resolves when the comment is stored; rejects with the field message to show otherwise. */
  onComment: (text: string) => Promise<void>;
}

/** A post of the feed: text and picture, likes, its comments and a field to add one. */
export function PostCard({ post, liking, onLike, onComment }: Props) {
  const translate = useT();
  const message = useMessage();
  const format = useFormat();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!draft.trim()) {
      setError('profile.errors.commentRequired');
      return;
    }
    setSending(true);
    try {
      await onComment(draft);
      setDraft('');
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'shared.saveFailed');
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="article" aria-labelledby={`post-${post.id}-author`} data-testid={`post-${post.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
          <Avatar src={post.avatar} alt="" />
          <Box>
            <Typography id={`post-${post.id}-author`} fontWeight={600}>
              {post.authorName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {format.dateTime(post.postTime)}
            </Typography>
          </Box>
        </Stack>
        <Typography sx={{ mb: 1.5 }}>{post.postText}</Typography>
        {post.postImg && (
          <Box
            component="img"
            src={post.postImg}
            alt=""
            sx={{ width: '100%', borderRadius: 1, display: 'block', mb: 1.5, maxHeight: 320, objectFit: 'cover' }}
          />
        )}
        <Stack direction="row" spacing={2} alignItems="center">
          <Button
            onClick={onLike}
            disabled={liking}
            color={post.youLiked ? 'error' : 'inherit'}
            aria-pressed={post.youLiked}
            startIcon={post.youLiked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            aria-label={translate(post.youLiked ? 'profile.unlike' : 'profile.like')}
          >
            {post.likes}
          </Button>
          <Stack direction="row" spacing={0.5} alignItems="center" color="text.secondary">
            <ChatIcon fontSize="small" />
            <Typography variant="body2">
              {translate('profile.commentCount', { smart_count: post.comments.length })}
            </Typography>
          </Stack>
        </Stack>
        {post.comments.length > 0 && (
          <Stack
            spacing={1.5}
            sx={{ mt: 2 }}
            component="ul"
            aria-label={translate('profile.comments')}
            style={{ listStyle: 'none', padding: 0, margin: 0, marginTop: 16 }}
          >
            {post.comments.map((comment) => (
              <Stack key={comment.id} direction="row" spacing={1.5} component="li">
                <Avatar src={comment.avatar} alt="" sx={{ width: 32, height: 32 }} />
                <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1, flex: 1 }}>
                  <Typography variant="subtitle2">{comment.userFullName}</Typography>
                  <Typography variant="body2">{comment.comment}</Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        )}
        <Stack
          direction="row"
          spacing={1}
          alignItems="flex-start"
          sx={{ mt: 2 }}
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextField
            size="small"
            fullWidth
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            placeholder={translate('profile.addComment')}
            error={Boolean(error)}
            helperText={message(error)}
            slotProps={{
              htmlInput: { 'aria-label': translate('profile.addCommentTo', { name: post.authorName }), maxLength: 500 },
            }}
          />
          <IconButton type="submit" color="primary" disabled={sending} aria-label={translate('profile.postComment')}>
            <SendIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
