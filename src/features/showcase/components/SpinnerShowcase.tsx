import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
type Color = (typeof COLORS)[number];
const grow = keyframes`0% { transform: scale(0); opacity: 1; } 50% { opacity: 1; } 100% { transform: scale(1); opacity: 0; }`;
const LOAD_MS = 1500;

/** The "grow" spinner: a dot that swells and fades, for places where a ring feels too busy. */
function GrowSpinner({ color, size = 32, label }: { color: Color; size?: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: `${color}.main`,
        animation: `${grow} .9s linear infinite`,
      }}
    />
  );
}

function LoadMore() {
  const t = useScopedTranslate('showcaseComponents.spinner.buttons');
  const [loading, setLoading] = useState(false);
  const [count, setCount] = useState(3);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => {
      setCount((c) => c + 3);
      setLoading(false);
    }, LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          variant="contained"
          disabled={loading}
          onClick={() => setLoading(true)}
          startIcon={
            loading ? <CircularProgress size={16} color="inherit" aria-label={t('loading')} /> : <RefreshIcon />
          }
        >
          {t(loading ? 'loading' : 'load')}
        </Button>
        <Button variant="outlined" disabled aria-label={t('loading')}>
          <CircularProgress size={20} aria-hidden />
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {t('count', { smart_count: count })}
      </Typography>
    </Stack>
  );
}

export default function SpinnerShowcase() {
  const t = useScopedTranslate('showcaseComponents.spinner');
  const colors = useScopedTranslate('showcaseShared.colors');
  const loading = t('loading');
  return (
    <DemoGrid>
      <DemoCard
        title={t('border.title')}
        subtitle={t('border.subtitle')}
        code={'<CircularProgress color="success" aria-label="Loading" />'}
      >
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <CircularProgress key={color} color={color} aria-label={`${loading} (${colors(color)})`} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('grow.title')} subtitle={t('grow.subtitle')}>
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <GrowSpinner key={color} color={color} label={`${loading} (${colors(color)})`} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('sizes.title')}
        subtitle={t('sizes.subtitle')}
        code={'<CircularProgress size={24} thickness={5} />'}
      >
        <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
          <CircularProgress size={16} aria-label={loading} />
          <CircularProgress size={24} thickness={5} aria-label={loading} />
          <CircularProgress size={40} aria-label={loading} />
          <CircularProgress size={64} thickness={2} aria-label={loading} />
          <GrowSpinner color="primary" size={16} label={loading} />
          <GrowSpinner color="primary" size={48} label={loading} />
        </Stack>
      </DemoCard>
      <DemoCard title={t('buttons.title')} subtitle={t('buttons.subtitle')}>
        <LoadMore />
      </DemoCard>
    </DemoGrid>
  );
}
