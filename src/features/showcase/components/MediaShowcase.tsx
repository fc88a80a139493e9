import { useState, type FormEvent, type ReactNode } from 'react';
import { Avatar, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { sampleArt } from '../shared/sampleArt';
import { useScopedTranslate } from '../shared/useScopedTranslate';

/** The media object: a picture beside a body of text. */
function Media({
  picture,
  align = 'flex-start',
  reverse = false,
  children,
}: {
  picture: ReactNode;
  align?: string;
  reverse?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack direction={reverse ? 'row-reverse' : 'row'} spacing={2} alignItems={align}>
      <Box sx={{ flexShrink: 0 }}>{picture}</Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Stack>
  );
}

interface Comment {
  id: number;
  author: string;
  text: string;
  replies: Comment[];
}

function CommentThread() {
  const t = useScopedTranslate('showcaseComponents.media.thread');
  const [comments, setComments] = useState<Comment[]>(() => [
    {
      id: 1,
      author: 'Ana Silva',
      text: t('first'),
      replies: [{ id: 2, author: 'Ben Kraus', text: t('reply'), replies: [] }],
    },
  ]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError(t('required'));
      return;
    }
    setComments(([root]) => [
      { ...root, replies: [...root.replies, { id: Date.now(), author: t('you'), text, replies: [] }] },
    ]);
    setDraft('');
    setError(null);
  };
  const render = (comment: Comment, depth: number): ReactNode => (
    <Box key={comment.id} sx={{ mt: depth ? 2 : 0 }}>
      <Media
        picture={
          <Avatar
            sx={{
              bgcolor: depth ? 'info.main' : 'primary.main',
              color: depth ? 'info.contrastText' : 'primary.contrastText',
            }}
          >
            {comment.author[0]}
          </Avatar>
        }
      >
        <Typography variant="subtitle2">{comment.author}</Typography>
        <Typography variant="body2" color="text.secondary">
          {comment.text}
        </Typography>
        {comment.replies.map((reply) => render(reply, depth + 1))}
      </Media>
    </Box>
  );
  return (
    <Stack spacing={2}>
      <Box aria-live="polite">{comments.map((comment) => render(comment, 0))}</Box>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('label')}
          value={draft}
          error={Boolean(error)}
          helperText={error ?? ' '}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
        />
        <Button type="submit" variant="contained">
          {t('send')}
        </Button>
      </Box>
    </Stack>
  );
}

export default function MediaShowcase() {
  const t = useScopedTranslate('showcaseComponents.media');
  const [align, setAlign] = useState<'flex-start' | 'center' | 'flex-end'>('flex-start');
  const picture = (index: number) => (
    <Box
      component="img"
      src={sampleArt(index, 128, 128)}
      alt=""
      sx={{ width: 64, height: 64, borderRadius: 1, display: 'block' }}
    />
  );
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Stack direction="row" spacing={2}>\n  <img … />\n  <Box sx={{ flex: 1, minWidth: 0 }}>…</Box>\n</Stack>'
        }
      >
        <Media picture={picture(0)}>
          <Typography variant="h6" component="h4">
            {t('basic.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('basic.text')}
          </Typography>
        </Media>
      </DemoCard>
      <DemoCard title={t('align.title')} subtitle={t('align.subtitle')}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={align}
            aria-label={t('align.title')}
            onChange={(_, value: typeof align | null) => value && setAlign(value)}
          >
            <ToggleButton value="flex-start">{t('align.top')}</ToggleButton>
            <ToggleButton value="center">{t('align.center')}</ToggleButton>
            <ToggleButton value="flex-end">{t('align.bottom')}</ToggleButton>
          </ToggleButtonGroup>
          <Media picture={picture(1)} align={align}>
            <Typography variant="body2" color="text.secondary">
              {t('align.text')}
            </Typography>
          </Media>
        </Stack>
      </DemoCard>
      <DemoCard title={t('order.title')} subtitle={t('order.subtitle')}>
        <Media picture={picture(2)} reverse>
          <Typography variant="h6" component="h4">
            {t('order.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('order.text')}
          </Typography>
        </Media>
      </DemoCard>
      <DemoCard title={t('thread.title')} subtitle={t('thread.subtitle')}>
        <CommentThread />
      </DemoCard>
    </DemoGrid>
  );
}
