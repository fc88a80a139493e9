import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const stripes = keyframes`from { background-position: 1rem 0; } to { background-position: 0 0; }`;
const striped = {
  '& .MuiLinearProgress-bar': {
    backgroundImage:
      'linear-gradient(45deg, rgba(255,255,255,.2) 25%, transparent 25%, transparent 50%, rgba(255,255,255,.2) 50%, rgba(255,255,255,.2) 75%, transparent 75%, transparent)',
    backgroundSize: '1rem 1rem',
    animation: `${stripes} 1s linear infinite`,
  },
} as const;

function LabelledCircle({ value, color }: { value: number; color: (typeof COLORS)[number] }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={value} color={color} size={56} aria-label={`${value}%`} />
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 600,
        }}
      >
        {`${value}%`}
      </Typography>
    </Box>
  );
}

function Upload() {
  const t = useScopedTranslate('showcaseComponents.progress.upload');
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setValue((v) => Math.min(100, v + 5)), 150);
    return () => window.clearInterval(timer);
  }, [running]);
  const done = value >= 100;
  const active = running && !done;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} alignItems="center">
        <LinearProgress
          variant="determinate"
          value={value}
          color={done ? 'success' : 'primary'}
          sx={{ flex: 1, height: 10, borderRadius: 5, ...(active ? striped : {}) }}
          aria-label={t('label')}
        />
        <Typography variant="body2" sx={{ minWidth: 40 }}>{`${value}%`}</Typography>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {done ? t('done') : active ? t('running') : value ? t('paused') : t('idle')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={active || done} onClick={() => setRunning(true)}>
          {t(value ? 'resume' : 'start')}
        </Button>
        <Button variant="outlined" disabled={!active} onClick={() => setRunning(false)}>
          {t('pause')}
        </Button>
        <Button
          color="secondary"
          disabled={!value}
          onClick={() => {
            setRunning(false);
            setValue(0);
          }}
        >
          {t('reset')}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function ProgressShowcase() {
  const t = useScopedTranslate('showcaseComponents.progress');
  const colors = useScopedTranslate('showcaseShared.colors');
  return (
    <DemoGrid>
      <DemoCard
        title={t('linear.title')}
        subtitle={t('linear.subtitle')}
        code={'<LinearProgress variant="determinate" value={60} color="success" />'}
      >
        <Stack spacing={2}>
          {COLORS.map((color, index) => (
            <Stack key={color} direction="row" spacing={2} alignItems="center">
              <Typography variant="body2" sx={{ width: 90 }}>
                {colors(color)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={25 + index * 15}
                color={color}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
                aria-label={`${colors(color)} ${25 + index * 15}%`}
              />
              <Typography variant="body2" sx={{ width: 40 }}>{`${25 + index * 15}%`}</Typography>
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('kinds.title')}
        subtitle={t('kinds.subtitle')}
        code={'<LinearProgress />\n<LinearProgress variant="buffer" value={40} valueBuffer={60} />'}
      >
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="caption">{t('kinds.indeterminate')}</Typography>
            <LinearProgress aria-label={t('kinds.indeterminate')} />
          </Box>
          <Box>
            <Typography variant="caption">{t('kinds.buffer')}</Typography>
            <LinearProgress variant="buffer" value={40} valueBuffer={60} color="info" aria-label={t('kinds.buffer')} />
          </Box>
          <Box>
            <Typography variant="caption">{t('kinds.striped')}</Typography>
            <LinearProgress
              variant="determinate"
              value={70}
              color="warning"
              sx={{ height: 12, borderRadius: 6, ...striped }}
              aria-label={t('kinds.striped')}
            />
          </Box>
          <Box>
            <Typography variant="caption">{t('kinds.thin')}</Typography>
            <LinearProgress
              variant="determinate"
              value={45}
              color="success"
              sx={{ height: 2 }}
              aria-label={t('kinds.thin')}
            />
          </Box>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('circular.title')}
        subtitle={t('circular.subtitle')}
        code={'<CircularProgress variant="determinate" value={75} />'}
      >
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap alignItems="center">
          {COLORS.map((color, index) => (
            <LabelledCircle key={color} value={10 + index * 18} color={color} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('upload.title')} subtitle={t('upload.subtitle')}>
        <Upload />
      </DemoCard>
    </DemoGrid>
  );
}
