import { useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import {
  A11y,
  Autoplay,
  EffectCards,
  EffectCoverflow,
  FreeMode,
  Keyboard,
  Mousewheel,
  Navigation,
  Pagination,
  Thumbs,
} from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-cards';
import 'swiper/css/free-mode';
import 'swiper/css/thumbs';
import { ArtSlide } from '../../shared/ArtSlide';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { SAMPLE_ART_COUNT, sampleArt } from '../../shared/sampleArt';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

const SLIDES = Array.from({ length: SAMPLE_ART_COUNT }, (_, index) => index);

/** A Swiper that follows the reading direction and the theme's colours, with translated screen-reader messages. */
function ThemedSwiper({ children, ...props }: SwiperProps & { children: ReactNode }) {
  const t = useScopedTranslate('showcaseExtensions.swiper');
  const theme = useTheme();
  return (
    <Box
      sx={{
        '--swiper-theme-color': theme.palette.primary.main,
        '--swiper-navigation-size': '26px',
        '--swiper-navigation-color': '#fff',
        '& .swiper-button-prev, & .swiper-button-next': { filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.6))' },
        '& .swiper-pagination-fraction': { color: '#fff' },
      }}
    >
      <Swiper
        key={theme.direction}
        dir={theme.direction}
        {...props}
        modules={[A11y, ...(props.modules ?? [])]}
        a11y={{
          prevSlideMessage: t('previous'),
          nextSlideMessage: t('next'),
          paginationBulletMessage: t('goTo', { n: '{{index}}' }),
        }}
      >
        {children}
      </Swiper>
    </Box>
  );
}

function ThumbsGallery() {
  const t = useScopedTranslate('showcaseExtensions.swiper');
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  return (
    <>
      <ThemedSwiper
        modules={[Navigation, Thumbs]}
        navigation
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        spaceBetween={8}
      >
        {SLIDES.map((index) => (
          <SwiperSlide key={index}>
            <ArtSlide index={index} caption={t('slide', { n: index + 1 })} height={260} />
          </SwiperSlide>
        ))}
      </ThemedSwiper>
      <Box
        sx={{
          mt: 1,
          '& .swiper-slide': { opacity: 0.5, cursor: 'pointer' },
          '& .swiper-slide-thumb-active': { opacity: 1 },
        }}
      >
        <ThemedSwiper
          modules={[FreeMode, Thumbs]}
          onSwiper={setThumbs}
          spaceBetween={8}
          slidesPerView={4}
          freeMode
          watchSlidesProgress
        >
          {SLIDES.map((index) => (
            <SwiperSlide key={index}>
              <Box
                component="img"
                src={sampleArt(index, 160, 100)}
                alt={t('thumb', { n: index + 1 })}
                sx={{ width: '100%', display: 'block', borderRadius: 1 }}
              />
            </SwiperSlide>
          ))}
        </ThemedSwiper>
      </Box>
    </>
  );
}

export default function SwiperShowcase() {
  const t = useScopedTranslate('showcaseExtensions.swiper');
  const [index, setIndex] = useState(0);
  const slides = (height = 220, captions = true) =>
    SLIDES.map((n) => (
      <SwiperSlide key={n}>
        <ArtSlide index={n} caption={captions ? t('slide', { n: n + 1 }) : undefined} height={height} />
      </SwiperSlide>
    ));
  return (
    <DemoGrid>
      <DemoCard
        title={t('navigation.title')}
        subtitle={t('navigation.subtitle')}
        code={
          "import { Swiper, SwiperSlide } from 'swiper/react';\nimport { Navigation, Keyboard } from 'swiper/modules';\nimport 'swiper/css';\nimport 'swiper/css/navigation';\n\n<Swiper modules={[Navigation, Keyboard]} navigation keyboard>…</Swiper>"
        }
      >
        <ThemedSwiper
          modules={[Navigation, Keyboard]}
          navigation
          keyboard={{ enabled: true }}
          onSlideChange={(swiper) => setIndex(swiper.activeIndex)}
        >
          {slides()}
        </ThemedSwiper>
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite" data-testid="swiper-position">
          {t('position', { current: index + 1, total: SLIDES.length })}
        </Typography>
      </DemoCard>
      <DemoCard
        title={t('pagination.title')}
        subtitle={t('pagination.subtitle')}
        code={"<Swiper modules={[Pagination]} pagination={{ type: 'progressbar' }} />"}
      >
        <ThemedSwiper modules={[Pagination]} pagination={{ clickable: true, dynamicBullets: true }} spaceBetween={8}>
          {slides(150, false)}
        </ThemedSwiper>
        <Box sx={{ mt: 2 }}>
          <ThemedSwiper modules={[Pagination, Navigation]} navigation pagination={{ type: 'fraction' }}>
            {slides(150, false)}
          </ThemedSwiper>
        </Box>
        <Box sx={{ mt: 2 }}>
          <ThemedSwiper modules={[Pagination, Navigation]} navigation pagination={{ type: 'progressbar' }}>
            {slides(150, false)}
          </ThemedSwiper>
        </Box>
      </DemoCard>
      <DemoCard
        title={t('multiple.title')}
        subtitle={t('multiple.subtitle')}
        code={
          '<Swiper slidesPerView={1} spaceBetween={12} breakpoints={{ 600: { slidesPerView: 2 }, 900: { slidesPerView: 3 } }} />'
        }
      >
        <ThemedSwiper
          modules={[Pagination]}
          pagination={{ clickable: true }}
          slidesPerView={1}
          spaceBetween={12}
          breakpoints={{ 600: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } }}
        >
          {slides(160)}
        </ThemedSwiper>
      </DemoCard>
      <DemoCard
        title={t('centered.title')}
        subtitle={t('centered.subtitle')}
        code={'<Swiper centeredSlides slidesPerView="auto" grabCursor />'}
      >
        <Box sx={{ '& .swiper-slide': { width: '70%' } }}>
          <ThemedSwiper
            modules={[Pagination]}
            pagination={{ clickable: true }}
            centeredSlides
            slidesPerView="auto"
            spaceBetween={12}
            grabCursor
            initialSlide={2}
          >
            {slides(180)}
          </ThemedSwiper>
        </Box>
      </DemoCard>
      <DemoCard
        title={t('coverflow.title')}
        subtitle={t('coverflow.subtitle')}
        code={'<Swiper modules={[EffectCoverflow]} effect="coverflow" centeredSlides slidesPerView="auto" />'}
      >
        <Box sx={{ '& .swiper-slide': { width: 220 } }}>
          <ThemedSwiper
            modules={[EffectCoverflow, Pagination]}
            effect="coverflow"
            grabCursor
            centeredSlides
            slidesPerView="auto"
            initialSlide={2}
            coverflowEffect={{ rotate: 40, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
            pagination={{ clickable: true }}
          >
            {slides(200, false)}
          </ThemedSwiper>
        </Box>
      </DemoCard>
      <DemoCard
        title={t('cards.title')}
        subtitle={t('cards.subtitle')}
        code={'<Swiper modules={[EffectCards]} effect="cards" grabCursor />'}
      >
        <Box sx={{ maxWidth: 260, mx: 'auto', py: 1 }}>
          <ThemedSwiper modules={[EffectCards]} effect="cards" grabCursor>
            {slides(300)}
          </ThemedSwiper>
        </Box>
      </DemoCard>
      <DemoCard
        title={t('autoplay.title')}
        subtitle={t('autoplay.subtitle')}
        code={'<Swiper modules={[Autoplay]} autoplay={{ delay: 2500, pauseOnMouseEnter: true }} loop />'}
      >
        <ThemedSwiper
          modules={[Autoplay, Pagination]}
          autoplay={{ delay: 2500, pauseOnMouseEnter: true, disableOnInteraction: false }}
          loop
          pagination={{ clickable: true }}
        >
          {slides()}
        </ThemedSwiper>
      </DemoCard>
      <DemoCard
        title={t('vertical.title')}
        subtitle={t('vertical.subtitle')}
        code={'<Swiper direction="vertical" modules={[Mousewheel, Pagination]} mousewheel pagination />'}
      >
        <Box sx={{ height: 240, '& .swiper': { height: '100%' } }}>
          <ThemedSwiper
            modules={[Mousewheel, Pagination]}
            direction="vertical"
            mousewheel
            pagination={{ clickable: true }}
            style={{ height: 240 }}
          >
            {slides(240)}
          </ThemedSwiper>
        </Box>
      </DemoCard>
      <DemoCard
        title={t('thumbs.title')}
        subtitle={t('thumbs.subtitle')}
        code={
          '<Swiper modules={[Thumbs]} thumbs={{ swiper: thumbsSwiper }} />\n<Swiper onSwiper={setThumbsSwiper} slidesPerView={4} watchSlidesProgress />'
        }
      >
        <ThumbsGallery />
      </DemoCard>
    </DemoGrid>
  );
}
