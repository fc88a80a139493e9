import { Box, Card, CardContent, Chip, Rating, Stack, Typography } from '@mui/material';
import ShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { ShopProduct } from '@/mock/types/e-commerce';
import { useMoney } from '@/features/apps/invoice/money';
import { CartActionButton, WishlistButton } from './ProductActions';

export type ShopView = 'grid' | 'list';

/** One product in the shop: picture, rating, price, name, description, wishlist and cart buttons. */
export function ProductCard({ product, view }: { product: ShopProduct; view: ShopView }) {
  const translate = useT();
  const money = useMoney();
  const list = view === 'list';
  const to = `/apps/e-commerce/${product.slug}`;
  return (
    <Card
      component="article"
      aria-labelledby={`product-${product.id}-name`}
      data-testid="product-card"
      sx={{ height: '100%', display: 'flex', flexDirection: list ? { xs: 'column', sm: 'row' } : 'column' }}
    >
      <Box
        component={Link}
        to={to}
        tabIndex={-1}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          flexShrink: 0,
          width: list ? { sm: 240 } : 'auto',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          component="img"
          src={product.image}
          alt={product.name}
          sx={{ width: '100%', maxWidth: 180, aspectRatio: '1', objectFit: 'contain' }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Rating
            value={product.rating}
            readOnly
            size="small"
            aria-label={translate('shop.product.rating', { rating: product.rating })}
          />
          <Typography variant="h6" component="p" data-testid="product-price">
            {money(product.price)}
          </Typography>
        </Stack>
        <Typography id={`product-${product.id}-name`} variant="subtitle1" component="h3" fontWeight={600}>
          <Box
            component={Link}
            to={to}
            sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}
          >
            {product.name}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('shop.product.by', { brand: product.brand })}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: list ? 3 : 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {product.description}
        </Typography>
        {product.hasFreeShipping && (
          <Chip
            size="small"
            icon={<ShippingIcon />}
            label={translate('shop.product.freeShipping')}
            color="success"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 'auto', pt: 1 }}>
          <WishlistButton product={product} fullWidth size="small" />
          <CartActionButton product={product} fullWidth size="small" />
        </Stack>
      </CardContent>
    </Card>
  );
}
