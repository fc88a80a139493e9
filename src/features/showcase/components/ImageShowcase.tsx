import { useState } from 'react';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { SAMPLE_ART_COUNT, sampleArt } from '../shared/sampleArt';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const flipInRtl = {
  transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
};

function Gallery() {
  const t = useScopedTranslate('showcaseComponents.image.gallery');
  const [open, setOpen] = useState<number | null>(null);
  const photos = Array.from({ length: SAMPLE_ART_COUNT }, (_, index) => ({
    index,
    title: t('photo', { n: index + 1 }),
  }));
  const step = (delta: number) =>
    setOpen((current) => (current === null ? null : (current + delta + SAMPLE_ART_COUNT) % SAMPLE_ART_COUNT));
  return (
    <>
      <ImageList cols={3} gap={8} sx={{ m: 0 }}>
        {photos.map((photo) => (
          <ImageListItem key={photo.index}>
            <img src={sampleArt(photo.index, 320, 200)} alt={photo.title} loading="lazy" style={{ borderRadius: 4 }} />
            <ImageListItemBar
              title={photo.title}
              sx={{ borderBottomLeftRadius: 4, borderBottomRightRadius: 4 }}
              actionIcon={
                <IconButton
                  aria-label={t('open', { title: photo.title })}
                  sx={{ color: 'rgba(255,255,255,.85)' }}
                  onClick={() => setOpen(photo.index)}
                >
                  <ZoomInIcon />
                </IconButton>
              }
            />
          </ImageListItem>
        ))}
      </ImageList>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth>
        {open !== null && (
          <>
            <DialogTitle sx={{ pr: 6 }}>{photos[open].title}</DialogTitle>
            <IconButton
              aria-label={t('close')}
              onClick={() => setOpen(null)}
              sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
            <DialogContent>
              <Box
                component="img"
                src={sampleArt(open, 960, 600)}
                alt={photos[open].title}
                sx={{ width: '100%', display: 'block', borderRadius: 1 }}
              />
              <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 1 }}>
                <IconButton aria-label={t('previous')} onClick={() => step(-1)}>
                  <ChevronLeftIcon sx={flipInRtl} />
                </IconButton>
                <Typography variant="body2">{t('position', { current: open + 1, total: SAMPLE_ART_COUNT })}</Typography>
                <IconButton aria-label={t('next')} onClick={() => step(1)}>
                  <ChevronRightIcon sx={flipInRtl} />
                </IconButton>
              </Stack>
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  );
}

export default function ImageShowcase() {
  const t = useScopedTranslate('showcaseComponents.image');
  return (
    <DemoGrid>
      <DemoCard
        title={t('fluid.title')}
        subtitle={t('fluid.subtitle')}
        code={'<Box component="img" src={src} alt="…" sx={{ maxWidth: \'100%\', height: \'auto\' }} />'}
      >
        <Box
          component="img"
          src={sampleArt(0, 960, 400)}
          alt={t('fluid.alt')}
          sx={{ maxWidth: '100%', height: 'auto', display: 'block', borderRadius: 1 }}
        />
      </DemoCard>
      <DemoCard title={t('shapes.title')} subtitle={t('shapes.subtitle')}>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
          {(
            [
              ['rounded', 1],
              ['circle', '50%'],
              ['square', 0],
            ] as const
          ).map(([shape, radius], index) => (
            <Stack key={shape} alignItems="center" spacing={0.5}>
              <Box
                component="img"
                src={sampleArt(index + 1, 120, 120)}
                alt={t(`shapes.${shape}`)}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: radius }}
              />
              <Typography variant="caption">{t(`shapes.${shape}`)}</Typography>
            </Stack>
          ))}
          <Stack alignItems="center" spacing={0.5}>
            <Box
              component="img"
              src={sampleArt(4, 120, 120)}
              alt={t('shapes.thumbnail')}
              sx={{
                width: 96,
                height: 96,
                objectFit: 'cover',
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
              }}
            />
            <Typography variant="caption">{t('shapes.thumbnail')}</Typography>
          </Stack>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('align.title')}
        subtitle={t('align.subtitle')}
        code={'<Box component="img" sx={{ float: \'inline-start\', marginInlineEnd: 2 }} />'}
      >
        <Box sx={{ '&::after': { content: '""', display: 'table', clear: 'both' } }}>
          <Box
            component="img"
            src={sampleArt(2, 160, 120)}
            alt={t('align.start')}
            sx={{ float: 'inline-start', width: 120, borderRadius: 1, marginInlineEnd: 2, mb: 1 }}
          />
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('align.text')}
          </Typography>
        </Box>
        <Box
          component="img"
          src={sampleArt(3, 240, 120)}
          alt={t('align.center')}
          sx={{ display: 'block', mx: 'auto', width: 200, borderRadius: 1 }}
        />
      </DemoCard>
      <DemoCard title={t('gallery.title')} subtitle={t('gallery.subtitle')}>
        <Gallery />
      </DemoCard>
    </DemoGrid>
  );
}
