import { useState } from 'react';
import { Box, Grid, Slider, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { sampleArt } from '../shared/sampleArt';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const RATIOS = ['16:9', '4:3', '1:1', '21:9'] as const;
type Ratio = (typeof RATIOS)[number];
const cssRatio = (ratio: Ratio) => ratio.replace(':', ' / ');

export default function AspectShowcase() {
  const t = useScopedTranslate('showcaseComponents.aspect');
  const [ratio, setRatio] = useState<Ratio>('16:9');
  const [width, setWidth] = useState(80);
  return (
    <DemoGrid>
      <DemoCard
        title={t('ratios.title')}
        subtitle={t('ratios.subtitle')}
        code={"<Box sx={{ aspectRatio: '16 / 9' }}>…</Box>"}
      >
        <Grid container spacing={2}>
          {RATIOS.map((item) => (
            <Grid key={item} size={6}>
              <Box
                sx={{
                  aspectRatio: cssRatio(item),
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  borderRadius: 1,
                  fontWeight: 600,
                }}
              >
                {item}
              </Box>
            </Grid>
          ))}
        </Grid>
      </DemoCard>
      <DemoCard title={t('resize.title')} subtitle={t('resize.subtitle')}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={ratio}
            aria-label={t('resize.ratio')}
            onChange={(_, value: Ratio | null) => value && setRatio(value)}
          >
            {RATIOS.map((item) => (
              <ToggleButton key={item} value={item}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box>
            <Typography id="aspect-width" variant="body2" gutterBottom>
              {t('resize.width', { percent: width })}
            </Typography>
            <Slider
              aria-labelledby="aspect-width"
              value={width}
              min={30}
              max={100}
              step={10}
              marks
              onChange={(_, value) => setWidth(value as number)}
            />
          </Box>
          <Box
            data-testid="aspect-box"
            sx={{
              width: `${width}%`,
              aspectRatio: cssRatio(ratio),
              borderRadius: 1,
              overflow: 'hidden',
              position: 'relative',
            }}
          >
            <Box
              component="img"
              src={sampleArt(1)}
              alt={t('resize.alt')}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <Typography
              sx={{
                position: 'absolute',
                insetInlineStart: 8,
                bottom: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,.55)',
                color: '#fff',
              }}
            >
              {ratio}
            </Typography>
          </Box>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
