import { Box, Card, CardContent, Rating, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { ShopProduct } from '@/mock/types/e-commerce';
import { useMoney } from '@/features/apps/invoice/money';

/** A carousel of other products, each linking to its page. */
export function RelatedProducts({ products }: { products: ShopProduct[] }) {
  const translate = useT();
  const money = useMoney();
  const theme = useTheme();
  if (products.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="related-title"
      sx={{ '--swiper-navigation-color': theme.palette.primary.main, '--swiper-navigation-size': '28px' }}
    >
      <Typography id="related-title" variant="h5" component="h2" textAlign="center">
        {translate('shop.details.related')}
      </Typography>
      <Typography color="text.secondary" textAlign="center" sx={{ mb: 2 }}>
        {translate('shop.details.relatedSubtitle')}
      </Typography>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        navigation
        keyboard
        spaceBetween={16}
        slidesPerView={1.2}
        breakpoints={{ 600: { slidesPerView: 2.5 }, 900: { slidesPerView: 3.5 }, 1200: { slidesPerView: 5 } }}
        a11y={{
          prevSlideMessage: translate('shop.details.previous'),
          nextSlideMessage: translate('shop.details.next'),
        }}
        style={{ paddingInline: 32 }}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent
                component={Link}
                to={`/apps/e-commerce/${product.slug}`}
                sx={{ display: 'block', textAlign: 'center', color: 'text.primary', textDecoration: 'none' }}
              >
                <Typography variant="body2" fontWeight={600} noWrap>
                  {product.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" display="block">
                  {translate('shop.product.by', { brand: product.brand })}
                </Typography>
                <Box
                  component="img"
                  src={product.image}
                  alt={product.name}
                  sx={{ width: 120, height: 120, objectFit: 'contain', my: 1 }}
                />
                <Rating
                  value={product.rating}
                  readOnly
                  size="small"
                  sx={{ display: 'flex', justifyContent: 'center' }}
                  aria-label={translate('shop.product.rating', { rating: product.rating })}
                />
                <Typography color="primary.main" fontWeight={600}>
                  {money(product.price)}
                </Typography>
              </CardContent>
            </Card>
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
