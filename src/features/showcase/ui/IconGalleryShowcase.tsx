import { useDeferredValue, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  ButtonBase,
  InputAdornment,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '@/i18n/useT';
import { copyText } from '../shared/clipboard';
import { DemoCard } from '../shared/DemoCard';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { GALLERY_ICONS } from './galleryIcons';
import { filterIcons, importLine, iconWords } from './iconSearch';

const ICONS_BY_NAME = new Map(GALLERY_ICONS.map((icon) => [icon.name, icon.Icon]));
const NAMES = GALLERY_ICONS.map((icon) => icon.name);
const SIZES = { small: 20, medium: 28, large: 40 } as const;
type Size = keyof typeof SIZES;

export default function IconGalleryShowcase() {
  const t = useScopedTranslate('showcaseUi.feather');
  const sizes = useScopedTranslate('showcaseShared.sizes');
  const translate = useT();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState<Size>('medium');
  const [copied, setCopied] = useState<{ ok: boolean; line: string } | null>(null);
  const deferred = useDeferredValue(query);
  const names = useMemo(() => filterIcons(NAMES, deferred), [deferred]);
  const copy = (name: string) => {
    const line = importLine(name);
    copyText(line).then(
      () => setCopied({ ok: true, line }),
      () => setCopied({ ok: false, line }),
    );
  };
  return (
    <Stack spacing={3}>
      <DemoCard
        title={t('search.title')}
        subtitle={t('search.subtitle', { count: NAMES.length })}
        code={'import HomeIcon from \'@mui/icons-material/Home\';\n\n<HomeIcon fontSize="small" color="primary" />'}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            sx={{ flex: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={size}
            aria-label={t('search.size')}
            onChange={(_, next: Size | null) => next && setSize(next)}
          >
            {(Object.keys(SIZES) as Size[]).map((item) => (
              <ToggleButton key={item} value={item}>
                {sizes(item)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite" data-testid="icon-count">
          {t('search.count', { shown: names.length, total: NAMES.length })}
        </Typography>
        {copied && (
          <Alert
            severity={copied.ok ? 'success' : 'error'}
            sx={{ mt: 1.5 }}
            role="status"
            onClose={() => setCopied(null)}
            closeText={translate('showcaseShared.close')}
          >
            {copied.ok ? t('copied') : t('copyFailed')}{' '}
            <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
              {copied.line}
            </Box>
          </Alert>
        )}
      </DemoCard>
      {names.length ? (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 1.5 }}
          role="list"
          aria-label={t('list')}
        >
          {names.map((name) => {
            const Icon = ICONS_BY_NAME.get(name)!;
            return (
              <Box role="listitem" key={name}>
                <Tooltip title={t('copyHint')}>
                  <ButtonBase
                    onClick={() => copy(name)}
                    aria-label={t('copy', { name: iconWords(name) })}
                    data-icon-name={name}
                    sx={{
                      width: '100%',
                      flexDirection: 'column',
                      gap: 1,
                      py: 2,
                      px: 1,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                      '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
                    }}
                  >
                    <Icon sx={{ fontSize: SIZES[size] }} />
                    <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }} dir="ltr">
                      {name}
                    </Typography>
                  </ButtonBase>
                </Tooltip>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {t('empty', { query })}
        </Typography>
      )}
    </Stack>
  );
}
