import { useEffect, useRef, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const RATIOS = ['16:9', '4:3', '1:1', '21:9'] as const;
type Ratio = (typeof RATIOS)[number];
const PAGES = ['coming-soon', 'under-maintenance', 'not-authorized'] as const;
type EmbeddedPage = (typeof PAGES)[number];

/**
 * A video with no file behind it: an animation drawn on a canvas is streamed into the <video> element, so the
 * example plays offline and fetches nothing.
 */
function GeneratedVideo({ label }: { label: string }) {
  const t = useScopedTranslate('showcaseComponents.embed.video');
  const theme = useTheme();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const { main: primary } = theme.palette.primary;
  const { main: accent } = theme.palette.warning;
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    const element = video.current;
    if (!context || !element || typeof canvas.captureStream !== 'function') return undefined;
    let frame = 0;
    let handle = 0;
    const draw = () => {
      frame += 1;
      context.fillStyle = primary;
      context.fillRect(0, 0, canvas.width, canvas.height);
      const x = 320 + Math.cos(frame / 40) * 220;
      const y = 180 + Math.sin(frame / 25) * 110;
      context.fillStyle = accent;
      context.beginPath();
      context.arc(x, y, 36, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#ffffff';
      context.font = '600 28px sans-serif';
      context.textAlign = 'center';
      context.fillText(label, 320, 340);
      handle = requestAnimationFrame(draw);
    };
    draw();
    const stream = canvas.captureStream(30);
    element.srcObject = stream;
    element.play().catch(() => setPlaying(false));
    return () => {
      cancelAnimationFrame(handle);
      stream.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
    };
  }, [primary, accent, label]);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused)
      element
        .play()
        .then(() => setPlaying(true))
        .catch(() => setPlaying(false));
    else {
      element.pause();
      setPlaying(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('label')}
        sx={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 1, bgcolor: 'common.black', display: 'block' }}
      />
      <div>
        <Button startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />} onClick={toggle}>
          {t(playing ? 'pause' : 'play')}
        </Button>
      </div>
    </Stack>
  );
}

export default function EmbedShowcase() {
  const t = useScopedTranslate('showcaseComponents.embed');
  const [ratio, setRatio] = useState<Ratio>('16:9');
  const [page, setPage] = useState<EmbeddedPage>('coming-soon');
  return (
    <DemoGrid>
      <DemoCard
        title={t('iframe.title')}
        subtitle={t('iframe.subtitle')}
        code={
          '<Box sx={{ aspectRatio: \'16 / 9\' }}>\n  <Box component="iframe" src="/pages/miscellaneous/coming-soon" title="…"\n    sx={{ width: \'100%\', height: \'100%\', border: 0 }} />\n</Box>'
        }
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
            <ToggleButtonGroup
              exclusive
              size="small"
              value={ratio}
              aria-label={t('iframe.ratio')}
              onChange={(_, value: Ratio | null) => value && setRatio(value)}
            >
              {RATIOS.map((item) => (
                <ToggleButton key={item} value={item}>
                  {item}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              select
              size="small"
              label={t('iframe.page')}
              value={page}
              onChange={(event) => setPage(event.target.value as EmbeddedPage)}
              sx={{ minWidth: 200 }}
            >
              {PAGES.map((item) => (
                <MenuItem key={item} value={item}>
                  {t(`iframe.pages.${item}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Box
            sx={{
              aspectRatio: ratio.replace(':', ' / '),
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <Box
              component="iframe"
              src={`/pages/miscellaneous/${page}`}
              title={t(`iframe.pages.${page}`)}
              loading="lazy"
              sx={{ width: '100%', height: '100%', border: 0, display: 'block' }}
            />
          </Box>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('video.title')}
        subtitle={t('video.subtitle')}
        code={'const stream = canvas.captureStream(30);\nvideoElement.srcObject = stream;'}
      >
        <GeneratedVideo label={t('video.caption')} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('video.hint')}
        </Typography>
      </DemoCard>
    </DemoGrid>
  );
}
