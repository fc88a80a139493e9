import { useState, type FormEvent } from 'react';
import { Avatar, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import StarIcon from '@mui/icons-material/Star';
import CheckIcon from '@mui/icons-material/Check';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { tinted } from '@/theme/readable';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const MAX_TAG_LENGTH = 20;

function TagEditor() {
  const t = useScopedTranslate('showcaseComponents.pillBadge.tags');
  const [tags, setTags] = useState<string[]>(() => [t('react'), t('design'), t('backend')]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return setError(t('required'));
    if (tag.length > MAX_TAG_LENGTH) return setError(t('tooLong', { max: MAX_TAG_LENGTH }));
    if (tags.some((x) => x.toLowerCase() === tag.toLowerCase())) return setError(t('duplicate', { tag }));
    setTags([...tags, tag]);
    setDraft('');
    setError(null);
    return undefined;
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-live="polite">
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={tag}
            color="primary"
            variant={selected === tag ? 'filled' : 'outlined'}
            clickable
            onClick={() => setSelected(selected === tag ? null : tag)}
            onDelete={() => setTags(tags.filter((x) => x !== tag))}
            slotProps={{ root: { 'aria-pressed': selected === tag } }}
          />
        ))}
        {!tags.length && (
          <Typography variant="body2" color="text.secondary">
            {t('empty')}
          </Typography>
        )}
      </Stack>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('label')}
          value={draft}
          error={Boolean(error)}
          helperText={error ?? ' '}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="contained">
          {t('add')}
        </Button>
      </Box>
    </Stack>
  );
}

export default function PillBadgeShowcase() {
  const t = useScopedTranslate('showcaseComponents.pillBadge');
  const colors = useScopedTranslate('showcaseShared.colors');
  return (
    <DemoGrid>
      <DemoCard
        title={t('filled.title')}
        subtitle={t('filled.subtitle')}
        code={'<Chip label="Primary" color="primary" size="small" />'}
      >
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <Chip key={color} size="small" label={colors(color)} color={color} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('light.title')}
        subtitle={t('light.subtitle')}
        code={
          '<Chip label="Success" sx={(theme) => ({ bgcolor: alpha(theme.palette.success.main, 0.16), color: \'success.main\' })} />'
        }
      >
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <Chip
              key={color}
              size="small"
              label={colors(color)}
              sx={(theme) => ({ ...tinted(theme, theme.palette[color].main), fontWeight: 600 })}
            />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('outlined.title')} subtitle={t('outlined.subtitle')}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <Chip key={color} size="small" variant="outlined" label={colors(color)} color={color} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('glow.title')} subtitle={t('glow.subtitle')}>
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <Chip
              key={color}
              size="small"
              label={colors(color)}
              color={color}
              sx={(theme) => ({ boxShadow: `0 0 10px ${alpha(theme.palette[color].main, 0.6)}` })}
            />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('icons.title')} subtitle={t('icons.subtitle')}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Chip icon={<StarIcon />} label={t('icons.featured')} color="warning" />
          <Chip icon={<CheckIcon />} label={t('icons.verified')} color="success" variant="outlined" />
          <Chip avatar={<Avatar>A</Avatar>} label="Ana Silva" />
          <Chip
            avatar={<Avatar sx={{ bgcolor: 'info.main', color: '#fff !important' }}>B</Avatar>}
            label="Ben Kraus"
            variant="outlined"
          />
          <Chip label="99+" color="error" size="small" />
        </Stack>
      </DemoCard>
      <DemoCard title={t('tags.title')} subtitle={t('tags.subtitle')}>
        <TagEditor />
      </DemoCard>
    </DemoGrid>
  );
}
