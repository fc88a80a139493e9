import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import { ArtSlide } from '../shared/ArtSlide';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const SLIDES = ['mountains', 'sea', 'forest', 'desert', 'sunset'] as const;

export default function CarouselShowcase() {
  const t = useScopedTranslate('showcaseComponents.carousel');
  const theme = useTheme();
  const [current, setCurrent] = useState(0);
  const [fader, setFader] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const a11y = {
    prevSlideMessage: t('previous'),
    nextSlideMessage: t('next'),
    paginationBulletMessage: t('goTo', { n: '{{index}}' }),
  };
  const togglePlay = () => {
    if (!fader) return;
    if (playing) fader.autoplay.stop();
    else fader.autoplay.start();
    setPlaying(!playing);
  };
  const colors = {
    '--swiper-theme-color': theme.palette.primary.main,
    '--swiper-navigation-size': '28px',
    '--swiper-navigation-color': '#fff',
    '& .swiper-button-prev, & .swiper-button-next': { filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.6))' },
  };
  return (
    <DemoGrid columns={1}>
      <DemoCard
        title={t('controls.title')}
        subtitle={t('controls.subtitle')}
        code={
          "import { Swiper, SwiperSlide } from 'swiper/react';\nimport { Navigation, Pagination, Keyboard } from 'swiper/modules';\n\n<Swiper modules={[Navigation, Pagination, Keyboard]} navigation pagination={{ clickable: true }} keyboard loop>\n  <SwiperSlide>…</SwiperSlide>\n</Swiper>"
        }
      >
        <Box sx={colors}>
          <Swiper
            key={theme.direction}
            dir={theme.direction}
            modules={[Navigation, Pagination, Keyboard, A11y]}
            navigation
            pagination={{ clickable: true }}
            keyboard={{ enabled: true }}
            loop
            a11y={a11y}
            onSlideChange={(swiper) => setCurrent(swiper.realIndex)}
          >
            {SLIDES.map((slide, index) => (
              <SwiperSlide key={slide}>
                <ArtSlide
                  index={index}
                  caption={t(`slides.${slide}.caption`)}
                  text={t(`slides.${slide}.text`)}
                  height={320}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite" data-testid="carousel-position">
          {t('position', { current: current + 1, total: SLIDES.length })}
        </Typography>
      </DemoCard>
      <DemoCard
        title={t('fade.title')}
        subtitle={t('fade.subtitle')}
        code={
          '<Swiper modules={[EffectFade, Autoplay]} effect="fade" autoplay={{ delay: 3000, pauseOnMouseEnter: true }} loop>…</Swiper>\n// swiper.autoplay.stop() / swiper.autoplay.start()'
        }
      >
        <Box sx={colors}>
          <Swiper
            key={theme.direction}
            dir={theme.direction}
            modules={[EffectFade, Autoplay, Pagination, A11y]}
            effect="fade"
            fadeEffect={{ crossFade: true }}
            autoplay={{ delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false }}
            pagination={{ clickable: true }}
            loop
            a11y={a11y}
            onSwiper={setFader}
          >
            {SLIDES.map((slide, index) => (
              <SwiperSlide key={slide}>
                <ArtSlide index={index + 2} caption={t(`slides.${slide}.caption`)} height={260} />
              </SwiperSlide>
            ))}
          </Swiper>
        </Box>
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />} onClick={togglePlay}>
            {t(playing ? 'fade.pause' : 'fade.play')}
          </Button>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
