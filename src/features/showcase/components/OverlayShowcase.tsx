import { useEffect, useState, type ReactNode } from 'react';
import {
  Backdrop,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import {} from 'react-admin';
import { useFormat } from '@/i18n/format';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const LOAD_MS = 2000;
type Variant = 'light' | 'dark' | 'primary';

/** Covers its children (not the page) while `open`; the children stay mounted and keep their state. */
function Overlay({
  open,
  blur,
  variant,
  children,
  cover,
}: {
  open: boolean;
  blur: boolean;
  variant: Variant;
  children: ReactNode;
  cover: ReactNode;
}) {
  return (
    <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden' }} aria-busy={open}>
      <Box sx={{ filter: open && blur ? 'blur(2px)' : 'none', transition: 'filter .2s' }}>{children}</Box>
      <Backdrop
        open={open}
        sx={(theme) => ({
          position: 'absolute',
          zIndex: 1,
          flexDirection: 'column',
          gap: 1,
          bgcolor:
            variant === 'light'
              ? alpha(theme.palette.background.paper, 0.75)
              : variant === 'dark'
                ? alpha('#000', 0.6)
                : alpha(theme.palette.primary.main, 0.75),
          color: variant === 'light' ? 'text.primary' : '#fff',
        })}
      >
        {cover}
      </Backdrop>
    </Box>
  );
}

function SampleContent() {
  const t = useScopedTranslate('showcaseComponents.overlay');
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography variant="h6" component="h4">
        {t('sample.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('sample.text')}
      </Typography>
    </Box>
  );
}

function LoadingCard() {
  const t = useScopedTranslate('showcaseComponents.overlay.loading');
  const format = useFormat();
  const [loading, setLoading] = useState(false);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => {
      setLoading(false);
      setLoadedAt(new Date());
    }, LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <Stack spacing={2}>
      <Overlay
        open={loading}
        blur
        variant="light"
        cover={
          <>
            <CircularProgress />
            <Typography>{t('busy')}</Typography>
          </>
        }
      >
        <Box sx={{ p: 2, bgcolor: 'action.hover', minHeight: 90 }}>
          <Typography aria-live="polite">
            {loadedAt ? t('done', { time: format.time(loadedAt) }) : t('idle')}
          </Typography>
        </Box>
      </Overlay>
      <div>
        <Button variant="contained" disabled={loading} onClick={() => setLoading(true)}>
          {t('load')}
        </Button>
      </div>
    </Stack>
  );
}

export default function OverlayShowcase() {
  const t = useScopedTranslate('showcaseComponents.overlay');
  const [open, setOpen] = useState(false);
  const [blur, setBlur] = useState(true);
  const [variant, setVariant] = useState<Variant>('light');
  const [page, setPage] = useState(false);
  useEffect(() => {
    if (!page) return undefined;
    const timer = window.setTimeout(() => setPage(false), 3000);
    return () => window.clearTimeout(timer);
  }, [page]);
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          "<Box sx={{ position: 'relative' }}>\n  …content…\n  <Backdrop open={open} sx={{ position: 'absolute', zIndex: 1 }}>\n    <CircularProgress />\n  </Backdrop>\n</Box>"
        }
      >
        <Stack spacing={2}>
          <Overlay
            open={open}
            blur={blur}
            variant={variant}
            cover={
              <>
                <CircularProgress color="inherit" />
                <Button variant="contained" color="error" onClick={() => setOpen(false)}>
                  {t('basic.cancel')}
                </Button>
              </>
            }
          >
            <SampleContent />
          </Overlay>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Button variant="contained" onClick={() => setOpen(!open)}>
              {t(open ? 'basic.hide' : 'basic.show')}
            </Button>
            <FormControlLabel
              control={<Switch checked={blur} onChange={(_, v) => setBlur(v)} />}
              label={t('basic.blur')}
            />
            <TextField
              select
              size="small"
              label={t('basic.variant')}
              value={variant}
              onChange={(e) => setVariant(e.target.value as Variant)}
              sx={{ minWidth: 140 }}
            >
              {(['light', 'dark', 'primary'] as const).map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`basic.${v}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      </DemoCard>
      <DemoCard title={t('loading.title')} subtitle={t('loading.subtitle')}>
        <LoadingCard />
      </DemoCard>
      <DemoCard
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        code={
          '<Backdrop open={open} onClick={() => setOpen(false)} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} />'
        }
      >
        <Button variant="outlined" onClick={() => setPage(true)}>
          {t('page.show')}
        </Button>
        <Backdrop
          open={page}
          onClick={() => setPage(false)}
          sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
        >
          <CircularProgress color="inherit" />
          <Typography sx={{ color: 'inherit' }}>{t('page.hint')}</Typography>
        </Backdrop>
      </DemoCard>
    </DemoGrid>
  );
}
