import { useEffect, useState } from 'react';
import { Button, Fab, IconButton, Stack, ToggleButton, Tooltip, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const VARIANTS = ['contained', 'outlined', 'text'] as const;
const SIZES = ['small', 'medium', 'large'] as const;
const SAVE_DELAY_MS = 1500;

function LoadingButton() {
  const t = useScopedTranslate('showcaseComponents.button.states');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  useEffect(() => {
    if (state !== 'saving') return undefined;
    const timer = window.setTimeout(() => setState('saved'), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        variant="contained"
        loading={state === 'saving'}
        loadingPosition="start"
        startIcon={<SaveIcon />}
        onClick={() => setState('saving')}
      >
        {t(state === 'saving' ? 'saving' : 'save')}
      </Button>
      <Typography variant="body2" aria-live="polite" color="success">
        {state === 'saved' ? t('saved') : ''}
      </Typography>
    </Stack>
  );
}

export default function ButtonShowcase() {
  const t = useScopedTranslate('showcaseComponents.button');
  const colors = useScopedTranslate('showcaseShared.colors');
  const sizes = useScopedTranslate('showcaseShared.sizes');
  const [bookmarked, setBookmarked] = useState(false);
  const [likes, setLikes] = useState(0);
  return (
    <DemoGrid>
      <DemoCard
        title={t('variants.title')}
        subtitle={t('variants.subtitle')}
        code={'<Button variant="outlined" color="success">Success</Button>'}
      >
        <Stack spacing={2}>
          {VARIANTS.map((variant) => (
            <Stack key={variant} spacing={1}>
              <Typography variant="overline" color="text.secondary">
                {t(`variants.${variant}`)}
              </Typography>
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                {COLORS.map((color) => (
                  <Button key={color} variant={variant} color={color}>
                    {colors(color)}
                  </Button>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('sizes.title')}
        subtitle={t('sizes.subtitle')}
        code={'<Button size="large" variant="contained">Large</Button>'}
      >
        <Stack spacing={2}>
          {VARIANTS.map((variant) => (
            <Stack key={variant} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              {SIZES.map((size) => (
                <Button key={size} size={size} variant={variant}>
                  {sizes(size)}
                </Button>
              ))}
            </Stack>
          ))}
          <Button variant="contained" fullWidth>
            {t('sizes.block')}
          </Button>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('icons.title')}
        subtitle={t('icons.subtitle')}
        code={
          '<Button startIcon={<SendIcon />}>Send</Button>\n<IconButton aria-label="Delete"><DeleteIcon /></IconButton>'
        }
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button
              variant="contained"
              endIcon={
                <SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              }
            >
              {t('icons.send')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
              {t('icons.delete')}
            </Button>
            <Button variant="text" startIcon={<EditIcon />}>
              {t('icons.edit')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} alignItems="center">
            {COLORS.map((color) => (
              <Tooltip key={color} title={colors(color)}>
                <IconButton color={color} aria-label={colors(color)}>
                  <FavoriteIcon />
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('states.title')}
        subtitle={t('states.subtitle')}
        code={'<Button loading loadingPosition="start" startIcon={<SaveIcon />}>Saving…</Button>'}
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="contained" disabled>
              {t('states.disabled')}
            </Button>
            <Button variant="outlined" disabled>
              {t('states.disabled')}
            </Button>
            <Button variant="contained" onClick={() => setLikes(likes + 1)} startIcon={<FavoriteIcon />}>
              {t('states.likes', { smart_count: likes })}
            </Button>
          </Stack>
          <LoadingButton />
          <div>
            <ToggleButton
              value="bookmark"
              selected={bookmarked}
              onChange={() => setBookmarked(!bookmarked)}
              color="primary"
              size="small"
            >
              {bookmarked ? <BookmarkIcon sx={{ mr: 1 }} /> : <BookmarkBorderIcon sx={{ mr: 1 }} />}
              {t(bookmarked ? 'states.bookmarked' : 'states.bookmark')}
            </ToggleButton>
          </div>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('fab.title')}
        subtitle={t('fab.subtitle')}
        code={'<Fab color="primary" aria-label="Add"><AddIcon /></Fab>\n<Fab variant="extended">…</Fab>'}
      >
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Fab color="primary" aria-label={t('fab.add')}>
            <AddIcon />
          </Fab>
          <Fab color="secondary" size="medium" aria-label={t('fab.edit')}>
            <EditIcon />
          </Fab>
          <Fab color="success" size="small" aria-label={t('fab.like')}>
            <FavoriteIcon />
          </Fab>
          <Fab variant="extended" color="info">
            <NavigationIcon sx={{ mr: 1 }} />
            {t('fab.navigate')}
          </Fab>
          <Fab disabled aria-label={t('fab.add')}>
            <AddIcon />
          </Fab>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
